import { describe, expect, it } from "vitest";
import { announcementFor, directionsUrl } from "./directions.ts";

const artarmon = {
  id: "101",
  name: "Harbour City Toyota",
  primary: true,
  street: "212 Reserve Road",
  suburb: "Artarmon",
  city: "Artarmon",
  state: "NSW",
  postcode: "2064",
  lat: -33.8089,
  lng: 151.185,
};
const parramatta = {
  id: "102",
  name: "Harbour City Mazda & Kia",
  primary: false,
  street: "318 Church Street",
  suburb: "Parramatta",
  city: "Parramatta",
  state: "NSW",
  postcode: "2150",
  lat: -33.815,
  lng: 151.0011,
};
const noCoordinates = { ...parramatta, id: "103", lat: undefined, lng: undefined };
const nameOnly = {
  id: "104",
  name: "Outback Caravans",
  primary: false,
  street: undefined,
  suburb: undefined,
  city: undefined,
  state: undefined,
  postcode: undefined,
  lat: undefined,
  lng: undefined,
};

describe.each([
  ["coordinates", parramatta, "https://www.google.com/maps/dir/?api=1&destination=-33.815%2C151.0011"],
  [
    "the address without coordinates",
    noCoordinates,
    "https://www.google.com/maps/dir/?api=1&destination=Harbour%20City%20Mazda%20%26%20Kia%2C%20318%20Church%20Street%2C%20Parramatta%20NSW%202150",
  ],
  ["only a name", nameOnly, "https://www.google.com/maps/dir/?api=1&destination=Outback%20Caravans"],
])("directions to %s", (_name, location, expected) => {
  it("link to Google Maps", () => expect(directionsUrl(location)).toBe(expected));
});

const locations = [artarmon, parramatta];

// Spec §2: announcement bar 'Located at {city}' with Get Directions for a non-primary location.
describe.each([
  [
    "at a non-primary location",
    "102",
    locations,
    "101",
    { text: "Located at Parramatta", directionsUrl: directionsUrl(parramatta) },
  ],
  ["at the primary location", "101", locations, "101", undefined],
  ["at an unknown location", "999", locations, "101", undefined],
  ["without a location", undefined, locations, "101", undefined],
  [
    "primary taken from the feed when the tenant names none",
    "102",
    locations,
    undefined,
    { text: "Located at Parramatta", directionsUrl: directionsUrl(parramatta) },
  ],
  ["the feed's primary when the tenant names none", "101", locations, undefined, undefined],
  ["no primary known at all", "102", [{ ...artarmon, primary: false }, parramatta], undefined, undefined],
  [
    "the tenant's primary overrides the feed's",
    "101",
    locations,
    "102",
    { text: "Located at Artarmon", directionsUrl: directionsUrl(artarmon) },
  ],
])("announcement for a car %s", (_name, location_id, all, primaryLocationId, expected) => {
  it(expected ? "shows the bar" : "shows nothing", () =>
    expect(announcementFor({ location_id }, all, primaryLocationId)).toEqual(expected),
  );
});
