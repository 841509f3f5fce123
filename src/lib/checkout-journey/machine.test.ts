import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { JourneyAnswers } from "./journey.ts";
import {
  initialJourney,
  isStep,
  JOURNEY_AT,
  JOURNEY_EVENTS,
  type JourneyAt,
  type JourneyEvent,
  type JourneyEventType,
  type JourneyState,
  next,
  stepAfter,
} from "./machine.ts";

type State = JourneyState<string, string>;
type Event = JourneyEvent<string, string>;

/**
 * The checkout journey's machine, written out a second time on purpose (as the reservation
 * lifecycle's test does): a change to `next` must be made here too, and in docs/the-dealer-site.md
 * § Forms in the browser. A cell is where the event leads from that row; `-` leaves the state as
 * it is (the same object). Each row's state has answered steps 1–2 and shows (or last showed)
 * trade-in; `opened` brings a journey answered to step 2, `saved` the row's own step, `go-to` the
 * car step.
 */
const EXPECTED = `
at          no-car  signed-out opened  confirming confirmed not-confirmed saved    go-to taken
loading     no-car  signed-out payment -          -         -             -        -     -
no-car      -       -          -       -          -         -             -        -     -
signed-out  -       -          -       -          -         -             -        -     -
car         -       -          -       confirming -         -             trade-in -     taken
trade-in    -       -          -       confirming -         -             payment  car   taken
payment     -       -          -       confirming -         -             delivery car   taken
delivery    -       -          -       confirming -         -             details  car   taken
details     -       -          -       confirming -         -             review   car   taken
review      -       -          -       confirming -         -             review   car   taken
confirming  -       -          -       -          reserved  trade-in      -        -     -
reserved    -       -          -       -          -         -             -        -     -
taken       -       -          -       -          -         -             -        -     -
`;

const [header, ...lines] = EXPECTED.trim()
  .split("\n")
  .map((line) => line.trim().split(/\s+/));
const expected = new Map(lines.map(([at, ...cells]) => [at, cells]));

const ANSWERED: JourneyAnswers = { car: { confirmed: true }, "trade-in": { choice: "skip" } };
const rowState = (at: JourneyAt): State =>
  at === "loading"
    ? initialJourney()
    : { at, step: isStep(at) ? at : "trade-in", answers: ANSWERED, car: "car", reservation: null };
const eventOf = (type: JourneyEventType, at: JourneyAt): Event => {
  switch (type) {
    case "opened":
      return { type, car: "car", answers: ANSWERED };
    case "confirmed":
      return { type, reservation: "RSV-1" };
    case "saved":
      return { type, step: isStep(at) ? at : "car", answers: ANSWERED };
    case "go-to":
      return { type, step: "car" };
    default:
      return { type } as Event;
  }
};

describe("the checkout journey's machine", () => {
  it("the expected table names every place and every event, once", () => {
    expect(header!.slice(1)).toEqual([...JOURNEY_EVENTS]);
    expect([...expected.keys()]).toEqual([...JOURNEY_AT]);
    for (const cells of expected.values()) expect(cells).toHaveLength(JOURNEY_EVENTS.length);
  });

  const pairs = JOURNEY_AT.flatMap((at) => JOURNEY_EVENTS.map((type) => [at, type] as const));
  it.each(pairs)("%s on %s", (at, type) => {
    const state = rowState(at);
    const after = next(state, eventOf(type, at));
    const word = after === state ? "-" : after.at;
    expect(word).toBe(expected.get(at)![header!.indexOf(type) - 1]);
  });

  it("docs/the-dealer-site.md § Forms in the browser shows the same table", async () => {
    const docs = (await readFile("docs/the-dealer-site.md", "utf8")).split("\n");
    const start = docs.findIndex((line) => line.startsWith("| journey |"));
    expect(start, 'a table headed "journey"').toBeGreaterThanOrEqual(0);
    const rows: string[][] = [];
    for (const line of docs.slice(start)) {
      if (!line.startsWith("|")) break;
      const cells = line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim().replaceAll("`", "").replace("—", "-"));
      if (!cells.every((cell) => /^-+$/.test(cell))) rows.push(cells);
    }
    expect(rows).toEqual([["journey", ...header!.slice(1)], ...lines]);
  });

  it("opens a saved journey at its first step not answered, or on its hold", () => {
    const opened = next(initialJourney<string, string>(), { type: "opened", car: "car", answers: ANSWERED });
    expect(opened).toEqual({ at: "payment", step: "payment", answers: ANSWERED, car: "car", reservation: null });
    expect(next(initialJourney<string, string>(), { type: "opened", car: "car", answers: {} }).at).toBe("car");
    const held = next(initialJourney<string, string>(), {
      type: "opened",
      car: "car",
      answers: ANSWERED,
      held: "RSV-1",
    });
    expect(held).toMatchObject({ at: "reserved", step: "payment", reservation: "RSV-1" });
  });

  it("goes back only to a step already answered, and a save there moves on to the step after it", () => {
    const atDelivery: State = { ...rowState("delivery"), answers: { ...ANSWERED, payment: { method: "cash" } } };
    expect(next(atDelivery, { type: "go-to", step: "details" })).toBe(atDelivery);
    const back = next(atDelivery, { type: "go-to", step: "trade-in" });
    expect(back).toMatchObject({ at: "trade-in", step: "trade-in" });
    // The step after the one saved (here payment, answered, to check again), not the first unanswered.
    expect(next(back, { type: "saved", step: "trade-in", answers: atDelivery.answers })).toMatchObject({
      at: "payment",
      step: "payment",
    });
  });

  it("comes back from an unconfirmed payment to the step it left", () => {
    const confirming = next({ ...rowState("review"), step: "review" }, { type: "confirming" });
    expect(confirming.at).toBe("confirming");
    expect(next(confirming, { type: "not-confirmed" })).toMatchObject({ at: "review", step: "review" });
    expect(next(confirming, { type: "confirmed", reservation: "RSV-2" })).toMatchObject({
      at: "reserved",
      reservation: "RSV-2",
    });
  });

  it("walks a whole purchase: six saves, the payment, the hold", () => {
    let state = next(initialJourney<string, string>(), { type: "opened", car: "car", answers: {} });
    const seen: JourneyAt[] = [state.at];
    for (const step of ["car", "trade-in", "payment", "delivery", "details"] as const) {
      state = next(state, { type: "saved", step, answers: { ...state.answers, [step]: {} } });
      seen.push(state.at);
    }
    state = next(next(state, { type: "confirming" }), { type: "confirmed", reservation: "RSV-3" });
    seen.push(state.at);
    expect(seen).toEqual(["car", "trade-in", "payment", "delivery", "details", "review", "reserved"]);
    expect(stepAfter("review")).toBe("review");
  });
});
