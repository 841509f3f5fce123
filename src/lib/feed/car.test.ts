import { describe, expect, it } from "vitest";
import { carSchema } from "./car.ts";

const valid = {
  id: 7,
  slug: "2023-mazda-cx-5-7",
  name: "2023 Mazda CX-5",
  year: 2023,
  make: "Mazda",
  model: "CX-5",
  status: "in_stock",
  car_type: "used",
};

describe("car feed schema: messy dealer input is coerced", () => {
  it.each([
    ["price as a formatted string", { price: "$24,990" }, { price: 24990 }],
    ["km with units", { km: "45,000 km" }, { km: 45000 }],
    ["year as a string", { year: "2023" }, { year: 2023 }],
    [
      "empty strings as absent",
      { badge: "", before_price: "", colour: null },
      { badge: undefined, before_price: undefined, colour: undefined },
    ],
    ["missing images as none", { images: null }, { images: [] }],
    [
      "image url strings and entries without a url",
      { images: ["/a.svg", { url: "" }, { url: "/b.svg", isVideo: "0" }] },
      {
        images: [
          { url: "/a.svg", isVideo: false },
          { url: "/b.svg", isVideo: false },
        ],
      },
    ],
    [
      "booleans as words",
      { reserved: "yes", certified: 1, preorder: "no" },
      { reserved: true, certified: true, preorder: false },
    ],
    ["status words", { status: "Coming Soon" }, { status: "coming_soon" }],
    ["price-type codes", { price_type: "DAP" }, { price_type: "Drive Away" }],
    ["numeric id", { id: 12 }, { id: "12" }],
    [
      "specifications as a map",
      { specifications: { Cylinders: 4 } },
      { specifications: [{ label: "Cylinders", value: "4" }] },
    ],
    ["item type defaults to car", {}, { item_type: "car" }],
  ])("%s", (_name, patch, expected) => {
    expect(carSchema.parse({ ...valid, ...patch })).toMatchObject(expected);
  });
});

describe("car feed schema: unreadable records are rejected with the path and reason", () => {
  it.each([
    ["a price that is not a number", { price: "abc" }, "price", 'expected a number, got "abc"'],
    ["a missing slug", { slug: undefined }, "slug", "is required"],
    ["a slug that is not URL-safe", { slug: "Mazda CX5!" }, "slug", "must be lowercase letters, digits and hyphens"],
    ["an unknown car type", { car_type: "vintage" }, "car_type", "must be one of new, used, demo"],
    ["a negative km", { km: -5 }, "km", "must not be negative"],
    ["an impossible year", { year: 1850 }, "year", "must be 1900 or later"],
    ["an unreadable date", { created_at: "yesterday-ish" }, "created_at", "expected a date such as 2026-11-03"],
  ])("%s", (_name, patch, path, reason) => {
    const result = carSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.join(".")).toBe(path);
    expect(result.error!.issues[0]!.message).toBe(reason);
  });
});
