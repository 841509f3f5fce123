import { describe, expect, it } from "vitest";
import { findCars } from "./find-car.ts";

const cars = [
  { id: "1", name: "2021 Toyota RAV4 GX", stocknum: "T-4411", regplate: "ABC 123", vin: "JTMW1RFV20D012345" },
  { id: "2", name: "2019 Toyota Corolla Ascent", stocknum: "T-4412", regplate: "XYZ987", vin: "JTNKB3BE00J054321" },
  { id: "3", name: "2022 Mazda CX-5 Maxx", stocknum: "M-77", regplate: undefined, vin: undefined },
];

describe("finding a car on the yard", () => {
  it("by stock number, rego or VIN, however it is typed", () => {
    expect(findCars(cars, "t4411").map((car) => car.id)).toEqual(["1"]);
    expect(findCars(cars, "abc123").map((car) => car.id)).toEqual(["1"]);
    expect(findCars(cars, "xyz 987").map((car) => car.id)).toEqual(["2"]);
    expect(findCars(cars, "jtnkb3be00j054321").map((car) => car.id)).toEqual(["2"]);
  });

  it("by the words of its name, an exact match first", () => {
    expect(findCars(cars, "toyota").map((car) => car.id)).toEqual(["1", "2"]);
    expect(findCars(cars, "cx-5 maxx").map((car) => car.id)).toEqual(["3"]);
    expect(findCars(cars, "  ")).toEqual([]);
    expect(findCars(cars, "toyota", 1)).toHaveLength(1);
  });
});
