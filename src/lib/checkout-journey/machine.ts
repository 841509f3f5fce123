import { JOURNEY_STEPS, type JourneyAnswers, type JourneyStep, nextStep } from "./journey.ts";

/**
 * The online purchase's page (/checkout-journey?car_id=) as one pure machine. Where the
 * shopper is (`at`) is one of the six steps, or a phase around them: the car and the session being
 * read, no car to buy, not signed in, the payment being confirmed, the car reserved for them, or
 * taken by someone else first. Events are what the page learns (the car and the saved journey, a
 * step saved, the provider's answer) and what the shopper does (a step in the progress list).
 * Errors, busy buttons and the idempotency of each save belong to the form (useForm); the car and
 * the reservation are carried as the page gives them.
 */
export const JOURNEY_PHASES = ["loading", "no-car", "signed-out", "confirming", "reserved", "taken"] as const;
export type JourneyPhase = (typeof JOURNEY_PHASES)[number];
export type JourneyAt = JourneyPhase | JourneyStep;
export const JOURNEY_AT: readonly JourneyAt[] = [
  ...JOURNEY_PHASES.slice(0, 3),
  ...JOURNEY_STEPS,
  ...JOURNEY_PHASES.slice(3),
];

export interface JourneyState<Car, Reservation> {
  at: JourneyAt;
  /** The step shown, or the last one shown (where a payment that is not confirmed comes back to). */
  step: JourneyStep;
  answers: JourneyAnswers;
  car: Car | null;
  reservation: Reservation | null;
}

export type JourneyEvent<Car, Reservation> =
  /** No car to buy: no `?car_id=`, or none with that page. */
  | { type: "no-car" }
  /** Nobody signed in: the journey is saved for a verified phone. */
  | { type: "signed-out" }
  /** The car and the shopper's saved journey: resumed at its first step not answered, or its hold shown. */
  | { type: "opened"; car: Car; answers: JourneyAnswers; held?: Reservation }
  /** Back from the payment provider with a reservation to confirm. */
  | { type: "confirming" }
  | { type: "confirmed"; reservation: Reservation }
  /** The payment did not hold the car (declined, failed, gave up asking): the steps again, with the reason. */
  | { type: "not-confirmed" }
  /** A step saved on the server, with every answer as it now stands. */
  | { type: "saved"; step: JourneyStep; answers: JourneyAnswers }
  /** A step chosen in the progress list: only another one already answered. */
  | { type: "go-to"; step: JourneyStep }
  /** Someone else reserved the car first. */
  | { type: "taken" };
export type JourneyEventType = JourneyEvent<unknown, unknown>["type"];
export const JOURNEY_EVENTS = [
  "no-car",
  "signed-out",
  "opened",
  "confirming",
  "confirmed",
  "not-confirmed",
  "saved",
  "go-to",
  "taken",
] as const satisfies readonly JourneyEventType[];

export const initialJourney = <Car, Reservation>(): JourneyState<Car, Reservation> => ({
  at: "loading",
  step: "car",
  answers: {},
  car: null,
  reservation: null,
});

/** Whether the shopper is on one of the six steps (rather than before, after or outside them). */
export const isStep = (at: JourneyAt): at is JourneyStep => (JOURNEY_STEPS as readonly string[]).includes(at);

/** The step after `step`: where saving it leads (the last saves the hold and leaves for the payment page). */
export const stepAfter = (step: JourneyStep): JourneyStep => JOURNEY_STEPS[JOURNEY_STEPS.indexOf(step) + 1] ?? "review";

/**
 * Where an event leads. Anything else leaves the state as it is (the same object): a saved step
 * once the page has moved on to the payment, a second answer from the provider, a step not yet
 * answered chosen in the progress list.
 */
export function next<Car, Reservation>(
  state: JourneyState<Car, Reservation>,
  event: JourneyEvent<Car, Reservation>,
): JourneyState<Car, Reservation> {
  const { at } = state;
  switch (event.type) {
    case "no-car":
    case "signed-out":
      return at === "loading" ? { ...state, at: event.type } : state;
    case "opened": {
      if (at !== "loading") return state;
      const step = nextStep(event.answers);
      const opened = { ...state, car: event.car, answers: event.answers, step };
      return event.held ? { ...opened, at: "reserved", reservation: event.held } : { ...opened, at: step };
    }
    case "confirming":
      return isStep(at) ? { ...state, at: "confirming" } : state;
    case "confirmed":
      return at === "confirming" ? { ...state, at: "reserved", reservation: event.reservation } : state;
    case "not-confirmed":
      return at === "confirming" ? { ...state, at: state.step } : state;
    case "saved": {
      if (!isStep(at)) return state;
      const step = stepAfter(event.step);
      return { ...state, at: step, step, answers: event.answers };
    }
    case "go-to":
      return isStep(at) && event.step !== at && state.answers[event.step] !== undefined
        ? { ...state, at: event.step, step: event.step }
        : state;
    case "taken":
      return isStep(at) ? { ...state, at: "taken" } : state;
  }
}
