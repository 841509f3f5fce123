import { describe, expect, it } from "vitest";
import { formatDollars, formatKm } from "./money.ts";
import { conditionLabel, countOf, htmlToText } from "./text.ts";

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

describe("counts agree with their noun ('1 car', never '1 cars')", () => {
  const cars = { singular: "car", plural: "cars" };
  const caravans = { singular: "caravan", plural: "caravans" };
  it.each([
    [0, cars, "0 cars"],
    [1, cars, "1 car"],
    [2, cars, "2 cars"],
    [1, caravans, "1 caravan"],
    [1546, caravans, "1,546 caravans"],
  ])("%d %j → %s", (count, label, text) => {
    expect(countOf(count, label)).toBe(text);
  });
});
