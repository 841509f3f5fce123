import { describe, expect, it } from "vitest";
import { carSchema } from "../feed/car.ts";
import { merchandisingOf } from "./merchandising.ts";

const rules = {
  minPhotos: 3,
  keySpecifications: ["km", "colour", "simple_transmission"] as const,
  placeholder: "/images/no-photo.svg",
};
const car = (fields: Record<string, unknown>) =>
  carSchema.parse({
    id: 1,
    slug: "car-1",
    name: "2020 Ford Ranger",
    year: 2020,
    make: "Ford",
    model: "Ranger",
    status: "in_stock",
    car_type: "used",
    price: 30000,
    km: 42000,
    colour: "Blue",
    simple_transmission: "Automatic",
    dealercomments: "One owner.",
    images: ["https://img.example/1.jpg", "https://img.example/2.jpg", "https://img.example/3.jpg"],
    ...fields,
  });

describe("what a shopper misses on a car's page", () => {
  it("a well-shown car scores 100 with nothing to fix", () => {
    expect(merchandisingOf(car({}), rules)).toEqual({ score: 100, gaps: [] });
  });

  it("lists each gap in the words of the checklist, and scores the share of checks passed", () => {
    const result = merchandisingOf(
      car({
        price: null,
        dealercomments: "",
        colour: "",
        images: ["https://img.example/no-image.jpg", "https://img.example/2.jpg"],
      }),
      rules,
    );
    expect(result.gaps.map((gap) => gap.text)).toEqual([
      "1 photo (3 wanted)",
      "Placeholder photo first",
      "No price (POA)",
      "No dealer comments",
      "Missing colour",
    ]);
    expect(result.score).toBe(0);
  });

  it("does not ask a new car for its kilometres", () => {
    expect(merchandisingOf(car({ car_type: "new", km: undefined }), rules).gaps).toEqual([]);
    expect(merchandisingOf(car({ km: undefined }), rules).gaps).toEqual([
      { check: "specifications", text: "Missing kilometres" },
    ]);
  });
});
