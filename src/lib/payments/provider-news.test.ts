import { describe, expect, it } from "vitest";
import { disputeNews, disputeOf, isHoldLetGo, newsLeadKey, refundedSoFar, refundNews } from "./provider-news.ts";

const taken = { amountCents: 24_950, refundedCents: 0 };

// Refunds and disputes of money taken (a deposit, an online payment) are recorded and sent to the dealer.
describe("refundedSoFar", () => {
  it.each([
    ["a first refund in part", taken, 10_000, 10_000],
    ["the rest, counted with the first", { ...taken, refundedCents: 10_000 }, 24_950, 24_950],
    ["an older refund arriving after a newer one", { ...taken, refundedCents: 24_950 }, 10_000, 24_950],
    ["an event stating no amount: all of it", taken, undefined, 24_950],
  ])("%s", (_, payment, refundedCents, expected) => {
    expect(refundedSoFar(payment, { refundedCents })).toBe(expected);
  });
});

describe("isHoldLetGo", () => {
  it.each([
    [false, true],
    [true, false],
    [undefined, false],
  ])("captured %s: %s", (captured, letGo) => {
    expect(isHoldLetGo({ captured })).toBe(letGo);
  });
});

describe("disputeOf", () => {
  it.each([
    ["the bank's reason and amount", { amountCents: 5_000, disputeReason: "fraudulent" }, "fraudulent", 5_000],
    ["no reason, no amount: the whole payment", {}, "no reason given", 24_950],
  ])("%s", (_, event, reason, cents) => {
    expect(disputeOf(taken, event)).toEqual({ reason, cents });
  });
});

describe("the dealer's news", () => {
  it("a refund names what was refunded of what, and each event is its own lead", () => {
    expect(refundNews(taken, { id: "evt_1", refundedCents: 10_000 }, "payment")).toEqual({
      refundedCents: 10_000,
      news: {
        kind: "refunded",
        eventId: "evt_1",
        text: "$100.00 of the $249.50 payment refunded at the payment provider",
        details: { refunded_cents: 10_000 },
      },
    });
  });

  it("a dispute names the amount, the reason and the deadline", () => {
    expect(disputeNews(taken, { id: "evt_2", disputeReason: "product_not_received" }).news).toEqual({
      kind: "disputed",
      eventId: "evt_2",
      text: "The shopper's bank disputes $249.50 (product_not_received): answer it at the payment provider before its deadline",
      details: { dispute_reason: "product_not_received", disputed_cents: 24_950 },
    });
  });

  it.each([
    ["online-payment:p1", { kind: "refunded", eventId: "evt_1" }, "online-payment:p1:refunded:evt_1"],
    ["reservation:r1", { kind: "refused" }, "reservation:r1:refused"],
  ])("the lead key for %s %j", (subject, news, key) => {
    expect(newsLeadKey(subject, news)).toBe(key);
  });
});
