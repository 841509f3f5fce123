import { describe, expect, it } from "vitest";
import {
  heldForUndo,
  mayUndo,
  PRICE_CHANGE_CONFIRM_PERCENT,
  priceChangeNeedsConfirm,
  priceChangeQuestion,
  revertFields,
  STOCK_UNDO_MINUTES,
  undoUntil,
} from "./price-check.ts";

// A price far from the current one is asked about once more (stock.priceChangeConfirmPercent, default 20).
describe("a price change gets a second look", () => {
  it("asks past 20% by default", () => expect(PRICE_CHANGE_CONFIRM_PERCENT).toBe(20));

  it.each([
    ["a slip of a digit ($34,990 as $3,499)", 34_990, 3_499, 20, true],
    ["a small discount", 34_990, 32_990, 20, false],
    ["exactly the limit", 10_000, 8_000, 20, false],
    ["just past the limit", 10_000, 7_999, 20, true],
    ["a price raised by an extra digit", 3_499, 34_990, 20, true],
    ["to zero", 34_990, 0, 20, true],
    ["a dealer's own tighter limit", 34_990, 31_000, 10, true],
    ["a car with no price yet", null, 34_990, 20, false],
    ["the price taken away", 34_990, null, 20, false],
  ])("%s", (_what, current, next, percent, asks) => {
    expect(priceChangeNeedsConfirm(current, next, percent)).toBe(asks);
  });

  it("says what it would do", () => {
    expect(priceChangeQuestion("2026 Ford Ranger XL", 34_990, 3_499, "AUD")).toBe(
      "Change the price of 2026 Ford Ranger XL from $34,990 to $3,499 (90% lower)?",
    );
    expect(priceChangeQuestion("2026 Ford Ranger XL", 3_499, 34_990, "AUD")).toBe(
      "Change the price of 2026 Ford Ranger XL from $3,499 to $34,990 (900% higher)?",
    );
  });
});

describe("a change can be undone for a few minutes", () => {
  const at = new Date("2026-12-02T01:00:00Z");
  const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

  it.each([
    [0, true],
    [STOCK_UNDO_MINUTES - 0.1, true],
    [STOCK_UNDO_MINUTES, false],
    [60, false],
  ])("%s minutes after: %s", (minutes, open) => {
    expect(mayUndo(at, later(minutes))).toBe(open);
    expect(heldForUndo({ eventId: "console-1", receivedAt: at }, later(minutes))).toBe(open);
  });

  it("only the console's own changes are held back from alerts", () => {
    expect(heldForUndo({ eventId: "dms-42", receivedAt: at }, at)).toBe(false);
    expect(undoUntil(at).toISOString()).toBe("2026-12-02T01:05:00.000Z");
  });

  it("puts back only what the change changed", () => {
    const before = { status: "in_stock", reserved: false, price: 34_990 };
    expect(revertFields({ price: 3_499, before_price: 36_990 }, before)).toEqual({ price: 34_990, before_price: null });
    expect(revertFields({ status: "sold", reserved: false }, { ...before, reserved: true })).toEqual({
      status: "in_stock",
      reserved: true,
    });
  });
});
