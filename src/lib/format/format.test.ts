import { describe, expect, it } from "vitest";
import { formatDollars, formatKm } from "./money.ts";
import { conditionLabel, htmlToText } from "./text.ts";

describe("formatting", () => {
  it.each([
    [24990, "$24,990"],
    [1234567.6, "$1,234,568"],
    [0, "$0"],
  ])("formats %d dollars as %s", (amount, text) => expect(formatDollars(amount)).toBe(text));
  it("formats kilometres", () => expect(formatKm(45210)).toBe("45,210 km"));
  it("turns dealer HTML into text without scripts or handlers", () => {
    expect(
      htmlToText(
        '<p>One owner &amp; <strong>full</strong> history.</p><script>alert(1)</script><ul><li onclick="x()">Tow bar</li></ul>',
      ),
    ).toBe("One owner & full history.\nTow bar");
  });
  it.each([
    ["new", "New"],
    ["used", "Used"],
    ["demo", "Demo"],
    ["other", "other"],
  ])("labels the condition %s as %s", (carType, label) => {
    expect(conditionLabel(carType)).toBe(label);
  });
});
