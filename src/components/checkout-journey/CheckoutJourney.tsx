import { useStore } from "@nanostores/react";
import { useEffect, useReducer, useRef, useState } from "react";
import { checkoutJourney, checkoutJourneys, type Journey } from "#lib/api/checkout-journey.ts";
import { cancelReservation, type Reservation } from "#lib/api/reservations.ts";
import {
  JOURNEY_STEPS,
  type JourneyAnswers,
  type JourneyStep,
  STEP_TITLES,
  stepLabel,
  stepProblems,
} from "#lib/checkout-journey/journey.ts";
import { initialJourney, next } from "#lib/checkout-journey/machine.ts";
import type { PickupLocation } from "#lib/checkout-journey/pickup.ts";
import { formatDollars } from "#lib/format/money.ts";
import type { CompareCar } from "#lib/inventory/compare.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { type DepositSettings, reservationDeposit } from "#lib/reservations/deposit.ts";
import { depositTermsText, RESERVATION_MESSAGES } from "#lib/reservations/reservation.ts";
import { callApi } from "../../client/call-api.ts";
import { $session, readSession } from "../../client/session.ts";
import { compareDetails } from "../compare/load-compared.ts";
import { useForm } from "../forms/use-form.ts";
import { Confirmation, ConfirmingPayment, followReservation } from "../reserve/ReservationConfirmation.tsx";
import { CarSummary, shownPrice } from "./CarStep.tsx";
import { ContactDetailsStep } from "./ContactDetailsStep.tsx";
import { DeliveryStep } from "./DeliveryStep.tsx";
import { PaymentStep } from "./PaymentStep.tsx";
import { Review } from "./ReviewStep.tsx";
import { StepForm } from "./StepForm.tsx";
import { TradeInStep } from "./TradeInStep.tsx";
import styles from "./CheckoutJourney.module.css";
import { trackEventOnce } from "../../client/analytics/track.ts";
import { rememberMyCheckout } from "../../client/my-checkout.ts";

interface Props {
  item: string;
  whatsIncluded: string[];
  /** The dealer's reserve settings: each car's deposit is worked out from its price (reservationDeposit). */
  reserveTerms: DepositSettings;
  deliveryEnabled: boolean;
  locations: PickupLocation[];
}

/**
 * Online purchase: six steps for one car, each saved on the server as it is completed
 * (so the shopper can leave and resume, here or from /my-garage), then the deposit hold on the
 * payment provider's page and the confirmation back here. Where the shopper is comes from the
 * journey's machine (lib/checkout-journey/machine.ts); each save goes through the form hook.
 */
export default function CheckoutJourney(props: Props) {
  const session = useStore($session);
  const [state, dispatch] = useReducer(next<CompareCar, Reservation>, undefined, initialJourney);
  // A save's problems are listed above the step and beside its fields; focus stays on the step's heading.
  const form = useForm({ focus: "none" });
  // The saved delivery's place and cost, as the server quotes it from the car's yard (for the review).
  const [delivery, setDelivery] = useState<Journey["delivery"]>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    // The address names the car by its page's slug (Buy Online, the provider's return, My Garage
    // link there); the journey is saved under the car's id, from its compare details.
    const carSlug = query.get("car_id") ?? "";
    if (!/^[\w-]{1,120}$/.test(carSlug)) return dispatch({ type: "no-car" });
    void (async () => {
      const who = await readSession();
      if (who.signedIn !== true) return dispatch({ type: "signed-out" });
      const car = await compareDetails(carSlug);
      if (!car) return dispatch({ type: "no-car" });
      const saved = await callApi(checkoutJourneys, { car_id: String(car.id) });
      const journey = saved.ok ? saved.data.journeys[0] : undefined;
      const answers = (journey?.answers ?? {}) as JourneyAnswers;
      setDelivery(journey?.delivery ?? null);
      const reservation = query.get("reservation");
      const held = !reservation && journey?.reservation?.status === "held" ? journey.reservation : undefined;
      dispatch({ type: "opened", car, answers, held });
      if (reservation && query.has("cancelled")) {
        await callApi(cancelReservation, { id: reservation }); // the car is for sale again at once
        form.fail({}, RESERVATION_MESSAGES.cancelled);
      } else if (reservation) {
        dispatch({ type: "confirming" });
        followReservation(reservation, (outcome) => {
          if (outcome.ok) return dispatch({ type: "confirmed", reservation: outcome.reservation });
          dispatch({ type: "not-confirmed" });
          form.fail({}, outcome.message);
        });
      }
    })();
  }, []);

  // The heading takes focus when the step or the payment's outcome changes (not on opening at step 1).
  const shown = `${state.step} ${state.at === "confirming" || state.at === "reserved" ? state.at : ""}`;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shown]);

  async function save(current: JourneyStep, answer: Record<string, unknown>) {
    if (!state.car) return;
    form.clear();
    const result = await form.send(checkoutJourney, { car_id: String(state.car.id), step: current, answer });
    if (!result.ok) {
      if (result.code === "already_reserved") return dispatch({ type: "taken" });
      return form.failWith(result, (path) => path.replace(/^answer\./, ""));
    }
    form.succeed();
    // §7 event 51 is the journey's start: its first step saved the first time, not each time the
    // shopper goes back to it and continues (the journey had that answer already), once per journey id.
    const { journey } = result.data;
    if (current === JOURNEY_STEPS[0] && !state.answers[current])
      trackEventOnce(`checkout-journey:${journey.id}`, 51, { car_id: journey.car_id });
    if (result.data.checkout_url) {
      // The car page in this tab must not tell this shopper their own checkout is someone else's.
      rememberMyCheckout(String(state.car.id));
      location.assign(result.data.checkout_url);
      return;
    }
    setDelivery(result.data.journey.delivery ?? null);
    dispatch({ type: "saved", step: current, answers: result.data.journey.answers as JourneyAnswers });
  }

  const { at, answers } = state;
  if (at === "loading") return <div className={styles.root} aria-busy="true" />;
  if (at === "no-car")
    return (
      <div className={styles.root}>
        <p>Choose a {props.item} to buy online first.</p>
        <a className="button" href="/search/new-used-and-demo-cars">
          Browse {props.item}s
        </a>
      </div>
    );
  if (at === "signed-out")
    return (
      <div className={styles.root}>
        <p>Sign in with your mobile to start: your progress is saved so you can finish later.</p>
        <a className="button" href={signInHref(location.pathname + location.search, undefined, "checkout")}>
          Sign in
        </a>
      </div>
    );
  const car = state.car!;
  // The server decides the amount; this shows the same rule's answer (the dealer's deposit, capped by the price).
  const deposit =
    reservationDeposit({ price: shownPrice(car) }, props.reserveTerms) ?? props.reserveTerms.depositAmount;
  if (at === "taken")
    return (
      <div className={styles.root}>
        <h2 ref={headingRef} tabIndex={-1}>
          {RESERVATION_MESSAGES.reserved(props.item)}
        </h2>
        <p>{RESERVATION_MESSAGES.alreadyReserved(props.item)}</p>
        <a className="button" href={`/cars/${car.slug}#similar-cars`}>
          See similar {props.item}s
        </a>
      </div>
    );
  if (at === "confirming") return <ConfirmingPayment className={styles.root} />;
  if (at === "reserved")
    return <Confirmation reservation={state.reservation!} item={props.item} headingRef={headingRef} />;

  const phone = session && "phone_number" in session ? session.phone_number : "";
  const stepProps = {
    form,
    onSave: (answer: Record<string, unknown>) => save(at, answer),
    problemsOf: (answer: Record<string, unknown>) => stepProblems(at, answer),
  };
  return (
    <div className={styles.root} data-ready data-step={at}>
      <ol className={styles.progress} aria-label="Steps">
        {JOURNEY_STEPS.map((name, index) => (
          <li key={name} aria-current={name === at ? "step" : undefined} data-done={answers[name] ? "" : undefined}>
            {answers[name] && name !== at ? (
              <button type="button" className={styles.stepLink} onClick={() => dispatch({ type: "go-to", step: name })}>
                {index + 1}. {STEP_TITLES[name]}
              </button>
            ) : (
              <span>
                {index + 1}. {STEP_TITLES[name]}
              </span>
            )}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1}>
        {stepLabel(at)}
      </h2>
      {at === "car" && (
        <StepForm {...stepProps} submit="Continue" answer={() => ({ confirmed: true })}>
          <CarSummary car={car} whatsIncluded={props.whatsIncluded} />
        </StepForm>
      )}
      {at === "trade-in" && <TradeInStep {...stepProps} carSlug={car.slug} saved={answers["trade-in"]} />}
      {at === "payment" && <PaymentStep {...stepProps} car={car} saved={answers.payment} />}
      {at === "delivery" && (
        <DeliveryStep
          {...stepProps}
          car={car}
          saved={answers.delivery}
          locations={props.locations}
          deliveryEnabled={props.deliveryEnabled}
        />
      )}
      {at === "details" && <ContactDetailsStep {...stepProps} saved={answers.details} phone={phone} />}
      {at === "review" && (
        <StepForm {...stepProps} submit={`Pay ${formatDollars(deposit)} deposit`} answer={() => ({ confirmed: true })}>
          <Review
            car={car}
            answers={answers}
            deliveryQuote={delivery}
            locations={props.locations}
            depositTerms={depositTermsText({ ...props.reserveTerms, depositAmount: deposit })}
            item={props.item}
          />
        </StepForm>
      )}
    </div>
  );
}
