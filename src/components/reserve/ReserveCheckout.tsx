import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { cancelReservation, createReservation, type Reservation } from "../../lib/api/reservations.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { formatDollars } from "../../lib/format/money.ts";
import { signInHref } from "../../lib/navigation/sign-in.ts";
import { RESERVATION_MESSAGES } from "../../lib/reservations/reservation.ts";
import { rememberUser, $user } from "../../stores/user.ts";
import { callApi } from "../../client/call-api.ts";
import { $session, readSession } from "../../client/session.ts";
import { ErrorSummary } from "../leads/ErrorSummary.tsx";
import { type ContactDetails, type ContactField, ContactFields, contactLabel } from "../leads/ContactFields.tsx";
import { Confirmation, followReservation } from "./ReservationConfirmation.tsx";
import styles from "./ReserveCheckout.module.css";

interface SimilarCar {
  name: string;
  href: string;
  price: string;
}

interface Props {
  car: { id: string; name: string };
  depositAmount: number;
  item: string;
  similar: SimilarCar[];
}

type View =
  | { step: "form"; notice?: string }
  | { step: "confirming" }
  | { step: "done"; reservation: Reservation }
  | { step: "taken" };

/**
 * Issue 16 reserve online: the shopper's details, then the payment provider's hosted checkout for
 * the deposit (the amount is the server's). Back from it with `?reservation=`, the confirmation:
 * reference and the hold's expiry on the dealer's clock; with `&cancelled=1`, a retry.
 */
export default function ReserveCheckout(props: Props) {
  const remembered = useStore($user);
  const session = useStore($session);
  const [details, setDetails] = useState<ContactDetails>({ first_name: "", last_name: "", email: "", phone: "" });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One key per attempt: a double click or a retry after a lost answer is the same reservation.
  const key = useRef(globalThis.crypto?.randomUUID?.() ?? `k-${Date.now()}-${Math.random().toString(36).slice(2)}`);

  useEffect(() => {
    void readSession();
    const query = new URLSearchParams(location.search);
    const id = query.get("reservation");
    if (!id) return setView({ step: "form" });
    if (query.has("cancelled")) {
      // Let the car go at once (issue 26), then offer the retry.
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

  // Prefill from this browser's last form, and the signed-in phone.
  useEffect(() => {
    const phone = session && "phone_number" in session ? session.phone_number : undefined;
    setDetails((current) => ({
      first_name: current.first_name || remembered.first_name || "",
      last_name: current.last_name || remembered.last_name || "",
      email: current.email || remembered.email || "",
      phone: current.phone || phone || remembered.phone || "",
    }));
  }, [remembered, session]);

  useEffect(() => {
    if (view?.step === "done" || view?.step === "taken") headingRef.current?.focus();
  }, [view?.step]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await callApi(
      createReservation,
      { car_id: props.car.id, ...details, idempotency_key: key.current },
      { validate: true },
    );
    if (result.ok) {
      rememberUser(details);
      location.assign(result.data.checkout_url);
      return;
    }
    setBusy(false);
    if (result.code === "already_reserved") return setView({ step: "taken" });
    if (result.status === 401) {
      location.assign(signInHref(location.pathname, undefined, "checkout"));
      return;
    }
    setErrors((result.fields ?? {}) as typeof errors);
    setSummary(result.code === "validation" ? MESSAGES.fixErrors : result.message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  if (!view) return <div className={styles.root} aria-busy="true" />;
  if (view.step === "confirming")
    return (
      <div className={styles.root} role="status">
        <p>Confirming your payment…</p>
      </div>
    );
  if (view.step === "done")
    return <Confirmation reservation={view.reservation} item={props.item} headingRef={headingRef} />;
  if (view.step === "taken")
    return (
      <section className={styles.root} aria-labelledby="reserve-taken">
        <h2 id="reserve-taken" ref={headingRef} tabIndex={-1}>
          {RESERVATION_MESSAGES.reserved(props.item)}
        </h2>
        <p>{RESERVATION_MESSAGES.alreadyReserved(props.item)}</p>
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
    <form className={styles.root} noValidate onSubmit={onSubmit} aria-busy={busy} data-ready>
      <h2>Your details</h2>
      {view.notice && (
        <p className={styles.notice} role="status">
          {view.notice}
        </p>
      )}
      {summary && (
        <ErrorSummary
          summary={summary}
          errors={Object.entries(errors) as [string, string][]}
          hrefOf={(field) => `#reserve-${field}`}
          labelOf={(field) => contactLabel(field) ?? field}
          ref={summaryRef}
        />
      )}
      <p className={styles.note}>Fields marked * are required.</p>
      <ContactFields
        idPrefix="reserve"
        values={details}
        errors={errors}
        onChange={(name, value) => setDetails({ ...details, [name]: value })}
      />
      <p className={styles.note}>
        You'll pay on our payment provider's secure page. Your card is authorised for {deposit}, not charged: the money
        is only taken if you buy the {props.item}.
      </p>
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Opening the secure payment page…" : `Pay ${deposit} deposit`}
      </button>
    </form>
  );
}
