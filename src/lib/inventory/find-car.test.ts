import { describe, expect, it } from "vitest";
import { fewerWordsSaid, findCars } from "./find-car.ts";

const cars = [
  {
    id: "1",
    name: "2021 Toyota RAV4",
    make: "Toyota",
    model: "RAV4",
    badge: "GX",
    stocknum: "T-4411",
    regplate: "ABC 123",
    vin: "JTMW1RFV20D012345",
  },
  {
    id: "2",
    name: "2019 Toyota Corolla",
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent",
    stocknum: "T-4412",
    regplate: "XYZ987",
    vin: "JTNKB3BE00J054321",
  },
  {
    id: "3",
    name: "2022 Mazda CX-5",
    make: "Mazda",
    model: "CX-5",
    badge: "Maxx",
    stocknum: "M-77",
    regplate: undefined,
    vin: undefined,
  },
  {
    id: "4",
    name: "2026 Ford Ranger",
    make: "Ford",
    model: "Ranger",
    badge: "XL",
    colour: "Arctic White",
    stocknum: "F-1",
  },
  {
    id: "5",
    name: "2026 Ford Ranger",
    make: "Ford",
    model: "Ranger",
    badge: "Raptor",
    colour: "Code Orange",
    stocknum: "F-2",
  },
  { id: "6", name: "2026 Ford Ranger", make: "Ford", model: "Ranger", badge: "XLT", stocknum: "F-3" },
  { id: "7", name: "2026 Ford Everest", make: "Ford", model: "Everest", badge: "Ambiente", stocknum: "F-4" },
  { id: "8", name: "2026 Ford Everest", make: "Ford", model: "Everest", badge: "Sport", stocknum: "F-5" },
];
const ids = (query: string, options?: Parameters<typeof findCars>[2]) =>
  findCars(cars, query, options).cars.map((car) => car.id);

describe("finding a car on the yard", () => {
  it("by stock number, rego or VIN, however it is typed", () => {
    expect(ids("t4411")).toEqual(["1"]);
    expect(ids("abc123")).toEqual(["1"]);
    expect(ids("xyz 987")).toEqual(["2"]);
    expect(ids("jtnkb3be00j054321")).toEqual(["2"]);
  });

  // The words are the shopper's search's words, variant and colour included.
  it.each([
    ["a make", "toyota", ["1", "2"]],
    ["model and variant", "cx-5 maxx", ["3"]],
    ["a variant alone", "raptor", ["5"]],
    ["a model and its variant, the exact variant first", "ranger xl", ["4", "6"]],
    ["a model and its variant", "everest ambiente", ["7"]],
    ["a colour", "orange", ["5"]],
    ["a typo, as the shopper's search forgives it", "evrest", ["7", "8"]],
  ])("by %s: %s", (_what, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it("nothing for nothing typed", () => {
    expect(findCars(cars, "  ")).toEqual({ cars: [], total: 0, page: 1, pages: 0 });
  });

  it("counts every match and pages through them", () => {
    const first = findCars(cars, "ford", { perPage: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pages: 3 });
    expect(first.cars).toHaveLength(2);
    const all = [1, 2, 3].flatMap((page) => ids("ford", { page, perPage: 2 }));
    expect(new Set(all)).toEqual(new Set(["4", "5", "6", "7", "8"]));
    expect(findCars(cars, "ford", { page: 9, perPage: 2 }).page).toBe(3);
  });

  it("says so when it fell back to fewer words", () => {
    const found = findCars(cars, "ranger zzzzzz");
    expect(found.fellBackTo).toBe("ranger");
    expect(fewerWordsSaid("ranger zzzzzz", found.fellBackTo!)).toBe(
      "No car matches all of 'ranger zzzzzz'; showing cars that match 'ranger'.",
    );
  });
});
