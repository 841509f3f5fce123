import { type Ref, type SyntheticEvent, useEffect, useRef, useState } from "react";
import {
  cancelReservation,
  createReservation,
  type MyReservation,
  myReservations,
  type Reservation,
} from "#lib/api/reservations.ts";
import { formatDollars } from "#lib/format/money.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { isGone, isPendingCheckout, isReservedNow } from "#lib/inventory/live-stock.ts";
import { pendingCheckoutHeading, pendingCheckoutText } from "#lib/reservations/pending-checkout.ts";
import { RESERVATION_MESSAGES } from "#lib/reservations/reservation.ts";
import { rememberUser } from "../../stores/user.ts";
import { callApi } from "../../client/call-api.ts";
import { trackEvent } from "../../client/analytics/track.ts";
import { isMyCheckout, rememberMyCheckout } from "../../client/my-checkout.ts";
import { readSession } from "../../client/session.ts";
import { liveStockWithin, loadLiveStock } from "../../stores/live-stock.ts";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { problemsOf, useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { type ContactDetails, ContactFields, contactLabel, useContactPrefill } from "../forms/ContactFields.tsx";
import { CancelHold, Confirmation, ConfirmingPayment, followReservation } from "./ReservationConfirmation.tsx";
import styles from "./ReserveCheckout.module.css";

interface SimilarCar {
  name: string;
  href: string;
  price: string;
}

interface Props {
  car: { id: string; name: string };
  /** The car was reserved when the page was built (the page exists for when its hold is released). */
  reservedAtBuild?: boolean;
  depositAmount: number;
  item: string;
  similar: SimilarCar[];
}

type View =
  | { step: "form"; notice?: string }
  | { step: "confirming" }
  | { step: "done"; reservation: Reservation }
  | { step: "taken" }
  | { step: "pending"; until: string }
  /** The shopper already keeps another car: which one, to finish or cancel it. */
  | { step: "another"; reservation: MyReservation };

/** The signed-in shopper's reservations that keep a car (none when signed out or unanswered). */
async function myHolds(): Promise<MyReservation[]> {
  const session = await readSession();
  if (session.signedIn !== true) return [];
  const result = await callApi(myReservations, {});
  return result.ok ? result.data.reservations : [];
}

/**
 * Reserve online: the shopper's details, then the payment provider's hosted checkout for
 * the deposit (the amount is the server's). Back from it with `?reservation=`, the confirmation:
 * reference and the hold's expiry on the dealer's clock; with `&cancelled=1`, a retry.
 */
export default function ReserveCheckout(props: Props) {
  const [details, setDetails] = useState<ContactDetails>({ first_name: "", last_name: "", email: "", phone: "" });
  const [view, setView] = useState<View | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One key per attempt: a double click or a retry after a lost answer is the same reservation.
  const form = useForm({ fieldId: (field) => `reserve-${field}` });

  useEffect(() => {
    void readSession();
    const query = new URLSearchParams(location.search);
    const id = query.get("reservation");
    if (!id) {
      // A car someone else is paying a deposit on (or that was reserved since the page
      // was built) says so rather than offering a form that would be refused.
      // Reserved when the page was built: taken unless the answer says the hold was released, so
      // wait for it (the car page offered Reserve only on that answer); otherwise not long.
      void Promise.all([props.reservedAtBuild ? loadLiveStock() : liveStockWithin(), myHolds()]).then(
        ([changes, mine]) => {
          // The holder reopening their car's page sees their own reservation, and a shopper
          // keeping another car is shown which one before a form that would be refused.
          const own = mine.find((held) => held.car_id === props.car.id && held.status === "held");
          if (own) return setView({ step: "done", reservation: own });
          const another = mine.find((held) => held.car_id !== props.car.id);
          if (another) return setView({ step: "another", reservation: another });
          const live = changes.get(props.car.id);
          if (isReservedNow(live, props.reservedAtBuild === true) || (live && isGone(live)))
            return setView({ step: "taken" });
          if (live && isPendingCheckout(live) && !isMyCheckout(props.car.id))
            return setView({ step: "pending", until: live.pending_until! });
          setView({ step: "form" });
        },
      );
      return;
    }
    if (query.has("cancelled")) {
      // Let the car go at once, then offer the retry.
      void callApi(cancelReservation, { id }).finally(() =>
        setView({ step: "form", notice: RESERVATION_MESSAGES.cancelled }),
      );
      return;
    }
    setView({ step: "confirming" });
    return followReservation(id, (outcome) =>
      setView(
        outcome.ok ? { step: "done", reservation: outcome.reservation } : { step: "form", notice: outcome.message },
      ),
    );
  }, []);

  useContactPrefill(setDetails);
  useErrorsFollowValues(form, details, (values) =>
    problemsOf(createReservation.request, { car_id: props.car.id, ...values, idempotency_key: form.idempotencyKey() }),
  );

  useEffect(() => {
    if (view && view.step !== "form" && view.step !== "confirming") headingRef.current?.focus();
  }, [view?.step]);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const result = await form.send(
      createReservation,
      { car_id: props.car.id, ...details, idempotency_key: form.idempotencyKey() },
      { validate: true },
    );
    if (result.ok) {
      rememberUser(details);
      rememberMyCheckout(props.car.id);
      trackEvent(49, { car_id: props.car.id, deposit: props.depositAmount });
      location.assign(result.data.checkout_url);
      return;
    }
    if (result.code === "already_reserved") return setView({ step: "taken" });
    if (result.code === "one_at_a_time") {
      const another = (await myHolds()).find((held) => held.car_id !== props.car.id);
      if (another) return setView({ step: "another", reservation: another });
    }
    if (result.status === 401) {
      location.assign(signInHref(location.pathname, undefined, "checkout"));
      return;
    }
    form.failWith(result);
  }

  if (!view) return <div className={styles.root} aria-busy="true" />;
  if (view.step === "confirming") return <ConfirmingPayment className={styles.root} />;
  if (view.step === "done")
    return <Confirmation reservation={view.reservation} item={props.item} headingRef={headingRef} />;
  if (view.step === "another")
    return (
      <AnotherReservation
        reservation={view.reservation}
        item={props.item}
        headingRef={headingRef}
        onCancelled={(cancelled) =>
          setView({
            step: "form",
            notice: `Your reservation of ${cancelled.car_name} is cancelled. No money was taken. You can reserve this ${props.item} now.`,
          })
        }
      />
    );
  if (view.step === "taken" || view.step === "pending")
    return (
      <section className={styles.root} aria-labelledby="reserve-taken">
        <h2 id="reserve-taken" ref={headingRef} tabIndex={-1}>
          {view.step === "taken" ? RESERVATION_MESSAGES.reserved(props.item) : pendingCheckoutHeading(props.item)}
        </h2>
        <p>
          {view.step === "taken"
            ? RESERVATION_MESSAGES.alreadyReserved(props.item)
            : `${pendingCheckoutText(view.until)}${props.similar.length ? " Here are some similar ones meanwhile." : ""}`}
        </p>
        {props.similar.length > 0 && (
          <ul className={styles.similar}>
            {props.similar.map((car) => (
              <li key={car.href}>
                <a href={car.href}>{car.name}</a> <span>{car.price}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    );

  const deposit = formatDollars(props.depositAmount);
  return (
    <form className={styles.root} noValidate onSubmit={onSubmit} aria-busy={form.busy} data-ready>
      <h2>Your details</h2>
      {view.notice && (
        <p className={styles.notice} role="status">
          {view.notice}
        </p>
      )}
      <ErrorSummary form={form} labelOf={(field) => contactLabel(field) ?? field} />
      <p className={styles.note}>Fields marked * are required.</p>
      <ContactFields
        idPrefix="reserve"
        values={details}
        errors={form.errors}
        onChange={(name, value) => setDetails({ ...details, [name]: value })}
      />
      <p className={styles.note}>
        You'll pay on our payment provider's secure page. Your card is authorised for {deposit}, not charged: the money
        is only taken if you buy the {props.item}.
      </p>
      <button className="button" type="submit" disabled={form.busy}>
        {form.busy ? "Opening the secure payment page…" : `Pay ${deposit} deposit`}
      </button>
    </form>
  );
}

/**
 * One reservation at a time, and the shopper is shown theirs: the car, its state, a link
 * to where it is finished or seen, and its cancel.
 */
function AnotherReservation(props: {
  reservation: MyReservation;
  item: string;
  headingRef: Ref<HTMLHeadingElement>;
  onCancelled: (reservation: Reservation) => void;
}) {
  const { reservation } = props;
  const held = reservation.status === "held";
  return (
    <section className={styles.root} aria-labelledby="reserve-another">
      <h2 id="reserve-another" ref={props.headingRef} tabIndex={-1}>
        You already have a reservation
      </h2>
      <p>{createReservation.errors.one_at_a_time.message}</p>
      <dl className={styles.facts}>
        <dt>{held ? "Reserved" : "Waiting for payment"}</dt>
        <dd>{reservation.href ? <a href={reservation.href}>{reservation.car_name}</a> : reservation.car_name}</dd>
        <dt>Reference</dt>
        <dd>{reservation.reference}</dd>
        <dt>{held ? "Held until" : "Checkout open until"}</dt>
        <dd>{reservation.expires_text}</dd>
      </dl>
      <CancelHold reservation={reservation} item={props.item} onCancelled={props.onCancelled} />
    </section>
  );
}
