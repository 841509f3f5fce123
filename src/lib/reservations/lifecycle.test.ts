import { describe, expect, it } from "vitest";
import {
  authorisedTooLate,
  onReservationEvent,
  RESERVATION_EVENTS,
  RESERVATION_LIFECYCLE,
  RESERVATION_STATUSES,
  type ReservationEvent,
  type ReservationStatus,
  statusesBefore,
} from "./lifecycle.ts";

/**
 * The reservation lifecycle, written out a second time on purpose: a change to the table in
 * lifecycle.ts must be made here too (and in docs/functions-and-data.md, which
 * tests/functions/money-lifecycles.test.ts compares). A status is the one moved to; `record` leaves
 * the status and records the news on the row; `-` ignores the event.
 */
const EXPECTED = `
status    authorised refused declined captured released refunded disputed hold_let_go capture  release  cancel   expire  abort
pending   held       failed  record   -        released record   record   -           -        released released failed  failed
held      -          -       -        captured released record   record   -           captured released -        expired -
captured  -          -       -        -        -        record   record   -           -        -        -        -       -
released  -          -       -        -        -        record   record   -           -        -        -        -       -
expired   -          -       -        -        -        record   record   -           -        -        -        -       -
failed    -          -       -        -        -        record   record   -           -        -        -        -       -
`;

const [header, ...lines] = EXPECTED.trim()
  .split("\n")
  .map((line) => line.trim().split(/\s+/));
const expected = new Map(lines.map(([status, ...cells]) => [status, cells]));
const expectedCell = (status: ReservationStatus, event: ReservationEvent) =>
  expected.get(status)?.[header!.indexOf(event) - 1];

const word = (status: ReservationStatus, event: ReservationEvent): string => {
  const step = onReservationEvent(status, event);
  return "move" in step ? step.move : "record" in step ? "record" : "-";
};

describe("the reservation lifecycle table", () => {
  it("the expected table names every status and every event, once", () => {
    expect(header!.slice(1)).toEqual([...RESERVATION_EVENTS]);
    expect([...expected.keys()]).toEqual([...RESERVATION_STATUSES]);
    for (const cells of expected.values()) expect(cells).toHaveLength(RESERVATION_EVENTS.length);
  });

  const pairs = RESERVATION_STATUSES.flatMap((status) => RESERVATION_EVENTS.map((event) => [status, event] as const));
  it.each(pairs)("%s on %s", (status, event) => {
    expect(word(status, event)).toBe(expectedCell(status, event));
    const step = onReservationEvent(status, event);
    // Every record and every ignore says why, for the logs and the docs.
    if ("record" in step) expect(step.record.length).toBeGreaterThan(10);
    if ("ignore" in step) expect(step.ignore.length).toBeGreaterThan(5);
  });

  it("gives the store each move's statuses from the table, per event: the shopper cancels only an unpaid checkout", () => {
    expect(RESERVATION_LIFECYCLE.statusesBefore("released", "cancel")).toEqual(["pending"]);
    expect(RESERVATION_LIFECYCLE.statusesBefore("released", "release")).toEqual(["pending", "held"]);
    expect(RESERVATION_LIFECYCLE.statusesBefore("released", "released")).toEqual(["pending", "held"]);
    expect(RESERVATION_LIFECYCLE.statusesBefore("held", "authorised")).toEqual(["pending"]);
    expect(RESERVATION_LIFECYCLE.statusesBefore("failed", "expire")).toEqual(["pending"]);
    expect(RESERVATION_LIFECYCLE.statusesBefore("expired", "expire")).toEqual(["held"]);
    expect(RESERVATION_LIFECYCLE.statusesBefore("captured", "released")).toEqual([]);
    expect(RESERVATION_LIFECYCLE.recordedIn("declined")).toEqual(["pending"]);
    expect(RESERVATION_LIFECYCLE.recordedIn("refunded")).toEqual([...RESERVATION_STATUSES]);
    expect(RESERVATION_LIFECYCLE.recordedIn("hold_let_go")).toEqual([]);
  });

  it("sends every event to one status but the sweep, which fails an unpaid checkout and expires a hold", () => {
    const targets = Object.fromEntries(
      RESERVATION_EVENTS.map((event) => [event, RESERVATION_LIFECYCLE.targets(event)]),
    );
    expect(targets).toEqual({
      authorised: ["held"],
      refused: ["failed"],
      declined: [],
      captured: ["captured"],
      released: ["released"],
      refunded: [],
      disputed: [],
      hold_let_go: [],
      capture: ["captured"],
      release: ["released"],
      cancel: ["released"],
      expire: ["failed", "expired"],
      abort: ["failed"],
    });
  });

  it("without an event, lists where a status can come from (any event)", () => {
    expect(statusesBefore("failed")).toEqual(["pending"]);
    expect(statusesBefore("captured")).toEqual(["held"]);
    expect(statusesBefore("pending")).toEqual([]);
  });

  it.each([
    ["pending", null, false],
    ["held", new Date(), false],
    ["failed", null, true],
    ["released", null, true],
    ["released", new Date(), false],
    ["expired", new Date(), false],
    ["captured", new Date(), false],
  ] as const)("a card authorised for a %s reservation (held at %s) is let go: %s", (status, heldAt, late) => {
    expect(authorisedTooLate({ status, heldAt })).toBe(late);
  });
});
