import { describe, expect, it } from "vitest";
import {
  ONLINE_PAYMENT_EVENTS,
  ONLINE_PAYMENT_LIFECYCLE,
  ONLINE_PAYMENT_STATUSES,
  type OnlinePaymentEvent,
  type OnlinePaymentStatus,
  onOnlinePaymentEvent,
} from "./lifecycle.ts";

/**
 * The online payment lifecycle, written out a second time on purpose: a change to the table in
 * online-payment-lifecycle.ts must be made here too (and in docs/functions-and-data.md, which
 * tests/functions/money-lifecycles.test.ts compares). A status is the one moved to; `record` leaves
 * the status and records the news on the row; `-` ignores the event.
 */
const EXPECTED = `
status   completed authorised captured declined released refunded disputed
pending  record    -          paid     failed   failed   record   record
paid     -         -          -        -        -        record   record
failed   -         -          paid     failed   failed   record   record
`;

const [header, ...lines] = EXPECTED.trim()
  .split("\n")
  .map((line) => line.trim().split(/\s+/));
const expected = new Map(lines.map(([status, ...cells]) => [status, cells]));

const word = (status: OnlinePaymentStatus, event: OnlinePaymentEvent): string => {
  const step = onOnlinePaymentEvent(status, event);
  return "move" in step ? step.move : "record" in step ? "record" : "-";
};

describe("the online payment lifecycle table", () => {
  it("the expected table names every status and every event, once", () => {
    expect(header!.slice(1)).toEqual([...ONLINE_PAYMENT_EVENTS]);
    expect([...expected.keys()]).toEqual([...ONLINE_PAYMENT_STATUSES]);
    for (const cells of expected.values()) expect(cells).toHaveLength(ONLINE_PAYMENT_EVENTS.length);
  });

  const pairs = ONLINE_PAYMENT_STATUSES.flatMap((status) =>
    ONLINE_PAYMENT_EVENTS.map((event) => [status, event] as const),
  );
  it.each(pairs)("%s on %s", (status, event) => {
    expect(word(status, event)).toBe(expected.get(status)?.[header!.indexOf(event) - 1]);
    const step = onOnlinePaymentEvent(status, event);
    if ("record" in step) expect(step.record.length).toBeGreaterThan(10);
    if ("ignore" in step) expect(step.ignore.length).toBeGreaterThan(5);
  });

  it("gives the store each move's statuses from the table: a declined card may be followed by another that pays", () => {
    expect(ONLINE_PAYMENT_LIFECYCLE.statusesBefore("paid", "captured")).toEqual(["pending", "failed"]);
    expect(ONLINE_PAYMENT_LIFECYCLE.statusesBefore("failed", "declined")).toEqual(["pending", "failed"]);
    expect(ONLINE_PAYMENT_LIFECYCLE.statusesBefore("failed", "released")).toEqual(["pending", "failed"]);
    expect(ONLINE_PAYMENT_LIFECYCLE.recordedIn("completed")).toEqual(["pending"]);
    expect(ONLINE_PAYMENT_LIFECYCLE.targets("refunded")).toEqual([]);
    // Refunds and disputes are recorded facts, never a status: in whatever status the news finds the payment.
    expect(ONLINE_PAYMENT_LIFECYCLE.recordedIn("refunded")).toEqual(["pending", "paid", "failed"]);
    expect(ONLINE_PAYMENT_LIFECYCLE.recordedIn("disputed")).toEqual(["pending", "paid", "failed"]);
    expect(ONLINE_PAYMENT_LIFECYCLE.targets("disputed")).toEqual([]);
    expect(ONLINE_PAYMENT_LIFECYCLE.canMove("paid", "failed")).toBe(false);
    expect(ONLINE_PAYMENT_LIFECYCLE.canMove("failed", "paid")).toBe(true);
  });
});
