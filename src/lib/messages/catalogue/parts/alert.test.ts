import { describe, expect, it } from "vitest";
import { EXAMPLE_CAR } from "./example.ts";
import { newsLine } from "./alert.ts";

describe("an alert's price-drop line", () => {
  const car = { ...EXAMPLE_CAR, price: "$56,990" };

  it("names the earlier price where its history backs it as a was-price", () => {
    expect(newsLine({ what: "price_drop", car, from: 58990, to: 56990 })).toBe(
      `Price drop: the ${car.name} was $58,990, now $56,990.`,
    );
  });

  it("says the new price alone where it does not (never 'New in')", () => {
    expect(newsLine({ what: "price_drop", car, to: 56990 })).toBe(`Price drop: the ${car.name} is now $56,990.`);
  });
});
