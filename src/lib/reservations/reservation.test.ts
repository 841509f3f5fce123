import { describe, expect, it } from "vitest";
import { canMove, statusesBefore } from "./lifecycle.ts";
import {
  depositCents,
  depositTermsText,
  formatHoldExpiry,
  heldUntil,
  pendingUntil,
  REFERENCE_PATTERN,
  reservationReference,
} from "./reservation.ts";

describe("reservation transitions", () => {
  it.each([
    ["pending", "held", true],
    ["pending", "failed", true],
    ["pending", "released", true],
    ["pending", "captured", false],
    ["pending", "expired", false],
    ["held", "captured", true],
    ["held", "released", true],
    ["held", "expired", true],
    ["held", "failed", false],
    ["captured", "released", false],
    ["released", "held", false],
    ["expired", "held", false],
    ["failed", "held", false],
  ] as const)("%s → %s: %s", (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it("lists where a status can come from", () => {
    expect(statusesBefore("held")).toEqual(["pending"]);
    expect(statusesBefore("released")).toEqual(["pending", "held"]);
    expect(statusesBefore("expired")).toEqual(["held"]);
  });
});

describe("reservation times and amounts", () => {
  const now = new Date("2026-11-24T01:00:00Z");
  it("holds for the dealer's hours and keeps an unpaid checkout 31 minutes (the provider's 30-minute minimum and a minute to spare)", () => {
    expect(heldUntil(now, 48).toISOString()).toBe("2026-11-26T01:00:00.000Z");
    expect(pendingUntil(now).toISOString()).toBe("2026-11-24T01:31:00.000Z");
  });

  it("computes the deposit in cents from dollars", () => {
    expect(depositCents(200)).toBe(20_000);
    expect(depositCents(1)).toBe(100);
  });

  it("states the terms in the issue's words", () => {
    expect(depositTermsText({ depositAmount: 200, holdHours: 48, refundable: true })).toBe(
      "$200 refundable deposit, held for 48 hours",
    );
    expect(depositTermsText({ depositAmount: 500, holdHours: 24, refundable: false })).toBe(
      "$500 deposit, held for 24 hours",
    );
  });

  it.each([
    ["2026-11-26T03:05:00Z", "Australia/Sydney", "Thu 26 Nov, 2:05 pm AEDT"],
    ["2026-11-26T03:05:00Z", "Australia/Brisbane", "Thu 26 Nov, 1:05 pm AEST"],
    ["2026-06-30T14:00:00Z", "Australia/Melbourne", "Wed 1 Jul, 12:00 am AEST"],
  ])("writes %s on the dealer's clock in %s", (iso, zone, text) => {
    expect(formatHoldExpiry(new Date(iso), zone)).toBe(text);
  });
});

describe("reservation reference", () => {
  it("is RSV- and two groups of four unambiguous characters", () => {
    let seed = 0.123;
    const random = () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
    for (let i = 0; i < 50; i++) expect(reservationReference(random)).toMatch(REFERENCE_PATTERN);
    expect(reservationReference(() => 0)).toBe("RSV-AAAA-AAAA");
    expect(reservationReference(() => 0.999_999)).toBe("RSV-9999-9999");
  });
});
