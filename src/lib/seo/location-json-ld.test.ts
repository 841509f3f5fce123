import { describe, expect, it } from "vitest";
import { locationSchema } from "../feed/location.ts";
import { locationJsonLd, openingHoursSpecification } from "./location-json-ld.ts";

const location = locationSchema.parse({
  id: "1",
  slug: "moorabbin",
  name: "Bayside Ford",
  location_type: "sales",
  street: "1105 Nepean Highway",
  suburb: "Moorabbin",
  state: "VIC",
  postcode: "3189",
  phone: "03 5550 0210",
  lat: -37.94,
  lng: 145.06,
  brands: ["Ford"],
  departments: [
    {
      type: "sales",
      opening_hours: [
        { weekday: 0, closed: true },
        { weekday: 1, open: "08:30", close: "17:30" },
      ],
      special_hours: [
        { date: "2026-12-25", label: "Christmas Day", closed: true },
        { date: "2026-12-26", label: "Boxing Day", open: "10:00", close: "14:00" },
      ],
    },
    { type: "service", phone: "03 5550 0211", opening_hours: [{ weekday: 1, open: "07:30", close: "17:30" }] },
  ],
});

describe("AutoDealer JSON-LD per location", () => {
  const ld = locationJsonLd(location, {
    url: "https://www.baysideford.example/locations/moorabbin",
    siteUrl: "https://www.baysideford.example",
  });
  it("has the address, geo and telephone", () => {
    expect(ld).toMatchObject({
      "@type": "AutoDealer",
      name: "Bayside Ford",
      telephone: "03 5550 0210",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1105 Nepean Highway",
        addressLocality: "Moorabbin",
        addressRegion: "VIC",
        postalCode: "3189",
        addressCountry: "AU",
      },
      geo: { "@type": "GeoCoordinates", latitude: -37.94, longitude: 145.06 },
    });
  });
  it("lists each department with its own hours", () => {
    expect((ld.department as { name: string; telephone?: string }[]).map((d) => [d.name, d.telephone])).toEqual([
      ["Bayside Ford Sales", undefined],
      ["Bayside Ford Service", "03 5550 0211"],
    ]);
  });
});

describe("openingHoursSpecification", () => {
  it("gives open weekdays, then special dates (closed as 00:00–00:00)", () => {
    expect(openingHoursSpecification(location.departments[0]!)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "08:30", closes: "17:30" },
      {
        "@type": "OpeningHoursSpecification",
        name: "Christmas Day",
        validFrom: "2026-12-25",
        validThrough: "2026-12-25",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        name: "Boxing Day",
        validFrom: "2026-12-26",
        validThrough: "2026-12-26",
        opens: "10:00",
        closes: "14:00",
      },
    ]);
  });
});
