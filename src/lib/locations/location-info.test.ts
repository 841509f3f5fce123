import { describe, expect, it } from "vitest";
import { locationSchema } from "../feed/location.ts";
import { formatAddress, locationPath, mainDepartment, mapUrl, telHref } from "./location-info.ts";

const base = {
  id: "1",
  slug: "artarmon",
  name: "Harbour City Toyota",
  location_type: "service",
  street: "212 Reserve Road",
  suburb: "Artarmon",
  state: "NSW",
  postcode: "2064",
};

describe("location facts", () => {
  it("formats the address", () => expect(formatAddress(base)).toBe("212 Reserve Road, Artarmon NSW 2064"));
  it("formats an address without a street", () =>
    expect(formatAddress({ suburb: "Artarmon", state: "NSW" })).toBe("Artarmon NSW"));
  it("maps to coordinates when known", () =>
    expect(mapUrl({ ...base, lat: -33.8, lng: 151.18 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=-33.8%2C151.18",
    ));
  it("maps to name and address otherwise", () =>
    expect(mapUrl(base)).toContain(encodeURIComponent("Harbour City Toyota, 212 Reserve Road")));
  it("dials digits only", () => expect(telHref("(02) 5550 0110")).toBe("tel:0255500110"));
  it("links to /locations/{slug}", () => expect(locationPath(base)).toBe("/locations/artarmon"));
  it("picks the department of the location's own type", () => {
    const location = locationSchema.parse({ ...base, departments: [{ type: "sales" }, { type: "service" }] });
    expect(mainDepartment(location)?.type).toBe("service");
    expect(mainDepartment({ location_type: "parts", departments: location.departments })?.type).toBe("sales");
  });
});
