import { useStore } from "@nanostores/react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { checkoutJourney, checkoutJourneys, type Journey } from "../../lib/api/checkout-journey.ts";
import { deliveryQuote } from "../../lib/api/delivery-quote.ts";
import { cancelReservation, type Reservation } from "../../lib/api/reservations.ts";
import { type SavedValuation, tradeInValuations } from "../../lib/api/trade-in.ts";
import { youxQuote } from "../../lib/api/youx.ts";
import {
  JOURNEY_STEPS,
  type JourneyAnswers,
  type JourneyStep,
  nextStep,
  STEP_TITLES,
  stepLabel,
} from "../../lib/checkout-journey/journey.ts";
import { formatDollars } from "../../lib/format/money.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import type { CompareCar } from "../../lib/inventory/compare.ts";
import type { PickupLocation } from "../../lib/checkout-journey/pickup.ts";
import { signInHref } from "../../lib/navigation/sign-in.ts";
import { type DepositSettings, reservationDeposit } from "../../lib/reservations/deposit.ts";
import { depositTermsText, RESERVATION_MESSAGES } from "../../lib/reservations/reservation.ts";
import { vehicleName } from "../../lib/trade-in/valuation-record.ts";
import { $user } from "../../stores/user.ts";
import { callApi } from "../../client/call-api.ts";
import { $session, readSession } from "../../client/session.ts";
import { ContactFields } from "../leads/ContactFields.tsx";
import { Field } from "../leads/Field.tsx";
import { Confirmation, followReservation } from "../reserve/ReservationConfirmation.tsx";
import styles from "./CheckoutJourney.module.css";

interface Props {
  item: string;
  whatsIncluded: string[];
  /** The dealer's reserve settings: each car's deposit is worked out from its price (reservationDeposit). */
  reserveTerms: DepositSettings;
  deliveryEnabled: boolean;
  locations: PickupLocation[];
}

type Loaded =
  | { state: "loading" }
  | { state: "no-car" }
  | { state: "signed-out" }
  | { state: "ready"; car: CompareCar; journey?: Journey };

/**
 * Issue 16 online purchase: six steps for one car, each saved on the server as it is completed
 * (so the shopper can leave and resume, here or from /my-garage), then the deposit hold on the
 * payment provider's page and the confirmation back here.
 */
export default function CheckoutJourney(props: Props) {
  const session = useStore($session);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [answers, setAnswers] = useState<JourneyAnswers>({});
  const [step, setStep] = useState<JourneyStep>("car");
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Reservation | "confirming" | null>(null);
  const [taken, setTaken] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const slug = useRef("");

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    slug.current = query.get("car_id") ?? "";
    if (!/^[\w-]{1,120}$/.test(slug.current)) return setLoaded({ state: "no-car" });
    void (async () => {
      const who = await readSession();
      if (who.signedIn !== true) return setLoaded({ state: "signed-out" });
      const response = await fetch(`/cars/${slug.current}/compare.json`).catch(() => null);
      if (!response?.ok) return setLoaded({ state: "no-car" });
      const car = (await response.json()) as CompareCar;
      const saved = await callApi(checkoutJourneys, { car_id: String(car.id) });
      const journey = saved.ok ? saved.data.journeys[0] : undefined;
      const restored = (journey?.answers ?? {}) as JourneyAnswers;
      setAnswers(restored);
      setStep(nextStep(restored));
      setLoaded({ state: "ready", car, journey });
      const reservation = query.get("reservation");
      if (reservation && query.has("cancelled")) {
        await callApi(cancelReservation, { id: reservation }); // the car is for sale again at once (issue 26)
        setError({ message: RESERVATION_MESSAGES.cancelled, fields: {} });
      } else if (reservation) {
        setDone("confirming");
        followReservation(reservation, (outcome) => {
          if (outcome.ok) setDone(outcome.reservation);
          else {
            setDone(null);
            setError({ message: outcome.message, fields: {} });
          }
        });
      } else if (journey?.reservation?.status === "held") setDone(journey.reservation);
    })();
  }, []);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, done]);

  async function save(current: JourneyStep, answer: Record<string, unknown>) {
    if (loaded.state !== "ready") return;
    setBusy(true);
    setError(null);
    const result = await callApi(checkoutJourney, { car_id: String(loaded.car.id), step: current, answer });
    setBusy(false);
    if (!result.ok) {
      if (result.code === "already_reserved") return setTaken(true);
      const fields = Object.fromEntries(
        Object.entries(result.fields ?? {}).map(([path, message]) => [path.replace(/^answer\./, ""), message]),
      );
      return setError({ message: result.code === "validation" ? MESSAGES.fixErrors : result.message, fields });
    }
    if (result.data.checkout_url) {
      location.assign(result.data.checkout_url);
      return;
    }
    const next = result.data.journey.answers as JourneyAnswers;
    setAnswers(next);
    setStep(JOURNEY_STEPS[JOURNEY_STEPS.indexOf(current) + 1] ?? "review");
  }

  if (loaded.state === "loading") return <div className={styles.root} aria-busy="true" />;
  if (loaded.state === "no-car")
    return (
      <div className={styles.root}>
        <p>Choose a {props.item} to buy online first.</p>
        <a className="button" href="/search/new-used-and-demo-cars">
          Browse {props.item}s
        </a>
      </div>
    );
  if (loaded.state === "signed-out")
    return (
      <div className={styles.root}>
        <p>Sign in with your mobile to start: your progress is saved so you can finish later.</p>
        <a className="button" href={signInHref(location.pathname + location.search, undefined, "checkout")}>
          Sign in
        </a>
      </div>
    );
  const { car } = loaded;
  // The server decides the amount; this shows the same rule's answer (the dealer's deposit, capped by the price).
  const deposit =
    reservationDeposit({ price: shownPrice(car) }, props.reserveTerms) ?? props.reserveTerms.depositAmount;
  if (taken)
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
  if (done === "confirming")
    return (
      <div className={styles.root} role="status">
        <p>Confirming your payment…</p>
      </div>
    );
  if (done) return <Confirmation reservation={done} item={props.item} headingRef={headingRef} />;

  const phone = session && "phone_number" in session ? session.phone_number : "";
  const stepProps = { busy, error, onSave: (answer: Record<string, unknown>) => save(step, answer) };
  return (
    <div className={styles.root} data-ready data-step={step}>
      <ol className={styles.progress} aria-label="Steps">
        {JOURNEY_STEPS.map((name, index) => (
          <li key={name} aria-current={name === step ? "step" : undefined} data-done={answers[name] ? "" : undefined}>
            {answers[name] && name !== step ? (
              <button type="button" className={styles.stepLink} onClick={() => setStep(name)}>
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
        {stepLabel(step)}
      </h2>
      {step === "car" && (
        <StepForm {...stepProps} submit="Continue" answer={() => ({ confirmed: true })}>
          <CarSummary car={car} whatsIncluded={props.whatsIncluded} />
        </StepForm>
      )}
      {step === "trade-in" && <TradeInStep {...stepProps} carSlug={car.slug} saved={answers["trade-in"]} />}
      {step === "payment" && <PaymentStep {...stepProps} car={car} saved={answers.payment} />}
      {step === "delivery" && (
        <DeliveryStep
          {...stepProps}
          car={car}
          saved={answers.delivery}
          locations={props.locations}
          deliveryEnabled={props.deliveryEnabled}
        />
      )}
      {step === "details" && <DetailsStep {...stepProps} saved={answers.details} phone={phone} />}
      {step === "review" && (
        <StepForm {...stepProps} submit={`Pay ${formatDollars(deposit)} deposit`} answer={() => ({ confirmed: true })}>
          <Review
            car={car}
            answers={answers}
            locations={props.locations}
            depositTerms={depositTermsText({ ...props.reserveTerms, depositAmount: deposit })}
            item={props.item}
          />
        </StepForm>
      )}
    </div>
  );
}

interface StepProps {
  busy: boolean;
  error: { message: string; fields: Record<string, string> } | null;
  onSave: (answer: Record<string, unknown>) => void;
}

/** One step's form: its fields, the error summary, and Continue. */
function StepForm(
  props: StepProps & { submit: string; answer: () => Record<string, unknown> | null; children: ReactNode },
) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const answer = props.answer();
    if (answer) props.onSave(answer);
  }
  return (
    <form className={styles.step} noValidate onSubmit={onSubmit} aria-busy={props.busy}>
      {props.error && (
        <div className="form-alert" role="alert">
          <p>{props.error.message}</p>
          {Object.keys(props.error.fields).length > 0 && (
            <ul>
              {Object.entries(props.error.fields).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {props.children}
      <button className="button" type="submit" disabled={props.busy}>
        {props.busy ? "Saving…" : props.submit}
      </button>
    </form>
  );
}

function CarSummary(props: { car: CompareCar; whatsIncluded: string[] }) {
  const { car } = props;
  const driveAway = /drive\s*away/i.test(car.priceType ?? "");
  return (
    <div className={styles.car}>
      {car.image && <img src={car.image} alt="" width="320" height="213" />}
      <div>
        <p className={styles.carName}>{car.name}</p>
        <p className={styles.price}>
          {car.price} <span>{car.priceType}</span>
        </p>
        <p className={styles.note}>
          {driveAway
            ? "This is the full drive-away price: registration, stamp duty and dealer delivery to our yard are included. There is nothing more to pay."
            : "Government charges (registration and stamp duty) are added to this price; we confirm the drive-away total before you pay anything more than the deposit."}
        </p>
        {props.whatsIncluded.length > 0 && (
          <>
            <p className={styles.subhead}>What's included</p>
            <ul>
              {props.whatsIncluded.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function TradeInStep(props: StepProps & { carSlug: string; saved: JourneyAnswers["trade-in"] }) {
  const [valuations, setValuations] = useState<SavedValuation[] | null>(null);
  const [choice, setChoice] = useState(props.saved?.choice === "valuation" ? props.saved.valuation_id : "skip");
  useEffect(() => {
    void callApi(tradeInValuations, {}).then((result) => setValuations(result.ok ? result.data.valuations : []));
  }, []);
  return (
    <StepForm
      {...props}
      submit="Continue"
      answer={() => (choice === "skip" ? { choice: "skip" } : { choice: "valuation", valuation_id: choice })}
    >
      <fieldset className={styles.choices}>
        <legend>Are you trading in a car?</legend>
        {(valuations ?? []).map((valuation) => (
          <label key={valuation.id}>
            <input
              type="radio"
              name="trade-in"
              value={valuation.id}
              checked={choice === valuation.id}
              onChange={() => setChoice(valuation.id)}
            />
            {vehicleName(valuation.vehicle)}:{" "}
            {valuation.estimate
              ? `${formatDollars(valuation.estimate.low)} – ${formatDollars(valuation.estimate.high)}`
              : "to be inspected"}
          </label>
        ))}
        <label>
          <input
            type="radio"
            name="trade-in"
            value="skip"
            checked={choice === "skip"}
            onChange={() => setChoice("skip")}
          />
          No trade-in
        </label>
      </fieldset>
      <p className={styles.note}>
        No valuation yet? <a href={`/cars/trade-in?car_id=${props.carSlug}`}>Get an instant trade-in valuation</a>, then
        come back: your progress is saved.
      </p>
    </StepForm>
  );
}

/** The price compare.json shows ("$24,990") in dollars; 0 where it shows no price. */
const shownPrice = (car: CompareCar): number => Number(car.price.replace(/[^\d.]/g, ""));

const CREDIT = [
  ["GREAT", "Great"],
  ["DECENT", "Decent"],
  ["POOR", "Not so good"],
] as const;

function PaymentStep(props: StepProps & { car: CompareCar; saved: JourneyAnswers["payment"] }) {
  const [method, setMethod] = useState(props.saved?.method ?? "cash");
  const finance = props.saved?.method === "finance" ? props.saved : undefined;
  const [credit, setCredit] = useState<string>(finance?.credit ?? "GREAT");
  const [term, setTerm] = useState(finance?.term_years ?? 5);
  const [weekly, setWeekly] = useState<{ amount?: number; text: string } | null>(null);
  const price = shownPrice(props.car);

  useEffect(() => {
    if (method !== "finance" || !(price > 0)) return;
    let current = true;
    setWeekly({ text: "Getting a quick quote…" });
    void callApi(youxQuote, {
      selfAssessedCreditScore: credit as "GREAT",
      purchasePrice: String(Math.round(price)),
      loanTerm: term,
    }).then((result) => {
      if (!current) return;
      setWeekly(
        result.ok
          ? {
              amount: result.data.weeklyRepaymentAmount,
              text: `${formatDollars(result.data.weeklyRepaymentAmount)} a week at ${result.data.advertisedRate}% (comparison rate ${result.data.comparisonRate}%)`,
            }
          : { text: result.message },
      );
    });
    return () => {
      current = false;
    };
  }, [method, credit, term, price]);

  return (
    <StepForm
      {...props}
      submit="Continue"
      answer={() =>
        method === "cash"
          ? { method: "cash" }
          : { method: "finance", credit, term_years: term, ...(weekly?.amount ? { weekly: weekly.amount } : {}) }
      }
    >
      <fieldset className={styles.choices}>
        <legend>How will you pay?</legend>
        <label>
          <input type="radio" name="method" checked={method === "cash"} onChange={() => setMethod("cash")} />
          Cash or my own funds
        </label>
        <label>
          <input type="radio" name="method" checked={method === "finance"} onChange={() => setMethod("finance")} />
          Finance
        </label>
      </fieldset>
      {method === "finance" && (
        <div className={styles.finance}>
          <Field id="journey-credit" label="Your credit history">
            {(aria) => (
              <select {...aria} value={credit} onChange={(event) => setCredit(event.target.value)}>
                {CREDIT.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="journey-term" label="Loan term (years)">
            {(aria) => (
              <select {...aria} value={term} onChange={(event) => setTerm(Number(event.target.value))}>
                {[1, 2, 3, 4, 5, 6, 7].map((years) => (
                  <option key={years} value={years}>
                    {years}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p aria-live="polite" className={styles.quote}>
            {weekly?.text}
          </p>
          <p className={styles.note}>
            A quick quote, not an offer.{" "}
            <a href={`/personalised/finance?car_id=${encodeURIComponent(props.car.id)}`}>Get pre-approved</a> to know
            exactly what you can borrow.
          </p>
        </div>
      )}
    </StepForm>
  );
}

function DeliveryStep(
  props: StepProps & {
    car: CompareCar;
    saved: JourneyAnswers["delivery"];
    locations: PickupLocation[];
    deliveryEnabled: boolean;
  },
) {
  const [method, setMethod] = useState(props.saved?.method ?? "pickup");
  const [locationId, setLocationId] = useState(
    props.saved?.method === "pickup" ? props.saved.location_id : (props.locations[0]?.id ?? ""),
  );
  const [postcode, setPostcode] = useState(props.saved?.method === "delivery" ? props.saved.postcode : "");
  const [quote, setQuote] = useState<string | null>(null);
  const chosen = props.locations.find((location) => location.id === locationId);

  async function getQuote() {
    const result = await callApi(deliveryQuote, { postcode, car_id: String(props.car.id) }, { validate: true });
    setQuote(
      result.ok
        ? `Delivery to ${result.data.place} ${result.data.state}: ${result.data.cost === 0 ? "free" : formatDollars(result.data.cost)}`
        : result.message,
    );
  }

  return (
    <StepForm
      {...props}
      submit="Continue"
      answer={() =>
        method === "pickup" ? { method: "pickup", location_id: locationId } : { method: "delivery", postcode }
      }
    >
      <fieldset className={styles.choices}>
        <legend>How would you like to get your car?</legend>
        <label>
          <input type="radio" name="delivery" checked={method === "pickup"} onChange={() => setMethod("pickup")} />
          Pick it up
        </label>
        {props.deliveryEnabled && (
          <label>
            <input
              type="radio"
              name="delivery"
              checked={method === "delivery"}
              onChange={() => setMethod("delivery")}
            />
            Deliver it to me
          </label>
        )}
      </fieldset>
      {method === "pickup" ? (
        <>
          <Field id="journey-location" label="Pick-up location">
            {(aria) => (
              <select {...aria} value={locationId} onChange={(event) => setLocationId(event.target.value)}>
                {props.locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {chosen && (
            <div className={styles.location}>
              <p>{chosen.address}</p>
              <ul aria-label={`Opening hours of ${chosen.name}`}>
                {chosen.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : (
        <>
          <Field id="journey-postcode" label="Postcode" error={props.error?.fields.postcode} required>
            {(aria) => (
              <input
                {...aria}
                inputMode="numeric"
                autoComplete="postal-code"
                value={postcode}
                onChange={(event) => setPostcode(event.target.value)}
              />
            )}
          </Field>
          <button type="button" className="button button--ghost" onClick={getQuote}>
            Get a delivery quote
          </button>
          <p aria-live="polite" className={styles.quote}>
            {quote}
          </p>
        </>
      )}
    </StepForm>
  );
}

function DetailsStep(props: StepProps & { saved: JourneyAnswers["details"]; phone: string }) {
  const remembered = useStore($user);
  const [details, setDetails] = useState({
    first_name: props.saved?.first_name ?? remembered.first_name ?? "",
    last_name: props.saved?.last_name ?? remembered.last_name ?? "",
    email: props.saved?.email ?? remembered.email ?? "",
    phone: props.saved?.phone ?? props.phone,
  });
  return (
    <StepForm {...props} submit="Continue" answer={() => details}>
      <p className={styles.note}>Fields marked * are required.</p>
      <ContactFields
        idPrefix="journey"
        values={details}
        errors={props.error?.fields ?? {}}
        onChange={(name, value) => setDetails({ ...details, [name]: value })}
      />
    </StepForm>
  );
}

function Review(props: {
  car: CompareCar;
  answers: JourneyAnswers;
  locations: PickupLocation[];
  depositTerms: string;
  item: string;
}) {
  const { answers } = props;
  const payment = answers.payment;
  const delivery = answers.delivery;
  const details = answers.details;
  return (
    <div>
      <dl className={styles.review}>
        <dt>{STEP_TITLES.car}</dt>
        <dd>
          {props.car.name}, {props.car.price} {props.car.priceType}
        </dd>
        <dt>{STEP_TITLES["trade-in"]}</dt>
        <dd>{answers["trade-in"]?.choice === "valuation" ? "Your valued car" : "No trade-in"}</dd>
        <dt>{STEP_TITLES.payment}</dt>
        <dd>
          {payment?.method === "finance"
            ? `Finance over ${payment.term_years} years${payment.weekly ? `, about ${formatDollars(payment.weekly)} a week` : ""}`
            : "Cash or own funds"}
        </dd>
        <dt>{STEP_TITLES.delivery}</dt>
        <dd>
          {delivery?.method === "delivery"
            ? `Delivery to ${delivery.postcode}`
            : `Pick-up at ${props.locations.find((l) => l.id === (delivery?.method === "pickup" ? delivery.location_id : ""))?.name ?? "the dealership"}`}
        </dd>
        <dt>{STEP_TITLES.details}</dt>
        <dd>
          {details?.first_name} {details?.last_name}, {details?.email}, {details?.phone}
        </dd>
      </dl>
      <p className={styles.terms}>{props.depositTerms}</p>
      <p className={styles.note}>
        You'll pay on our payment provider's secure page. The deposit is a hold on your card, not a charge: the{" "}
        {props.item} is reserved for you while we prepare the paperwork, and the money is only taken if you go ahead.
      </p>
    </div>
  );
}
