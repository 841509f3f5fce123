import { describe, expect, it } from "vitest";
import type { Location } from "../feed/location.ts";
import { pickupLocations } from "./pickup.ts";

const location = (over: Partial<Location>): Location =>
  ({
    id: "1",
    slug: "yard",
    name: "Yard",
    street: "1 George St",
    suburb: "Parramatta",
    state: "NSW",
    postcode: "2150",
    location_type: "sales",
    departments: [
      {
        type: "sales",
        opening_hours: [
          { weekday: 1, open: "08:30", close: "17:30" },
          { weekday: 6, open: "09:00", close: "13:00" },
          { weekday: 0, closed: true },
        ],
        special_hours: [],
      },
    ],
    ...over,
  }) as unknown as Location;

describe("pick-up locations for the online purchase", () => {
  it("lists the sales yards with the week's hours, Monday first", () => {
    const [yard, ...others] = pickupLocations([
      location({}),
      location({ id: "2", name: "Service centre", location_type: "service" }),
    ]);
    expect(others).toEqual([]);
    expect(yard).toMatchObject({ id: "1", name: "Yard" });
    expect(yard!.address).toContain("Parramatta");
    expect(yard!.hours).toEqual([
      "Monday: 8:30 am – 5:30 pm",
      "Tuesday: Closed",
      "Wednesday: Closed",
      "Thursday: Closed",
      "Friday: Closed",
      "Saturday: 9:00 am – 1:00 pm",
      "Sunday: Closed",
    ]);
  });

  it("falls back to every location when none is a sales yard", () => {
    expect(pickupLocations([location({ location_type: "service" })]).map((l) => l.id)).toEqual(["1"]);
  });
});
