import { greatCircleKm, type LatLng } from "../geo/distance.ts";
import { MESSAGES } from "../forms/messages.ts";

/**
 * Dealer locator rules (spec §2 /dealer-locator): locations nearest first from where the shopper
 * is, with the great-circle distance (§9 Earth radius 6371 km). No zod here: this runs in the
 * browser and should stay small.
 */

/** §5: a postcode is exactly 4 digits. Null when fine, else the spec's message. */
export function locatorPostcodeMessage(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return MESSAGES.postcodeRequired;
  return /^\d{4}$/.test(trimmed) ? null : MESSAGES.postcodeInvalid;
}

/** Our wording (the spec has none) for a well-formed postcode that is not in the data. */
export const unknownPostcodeMessage = (postcode: string) =>
  `We couldn't find postcode ${postcode}. Please check it and try again.`;

export const GEOLOCATION_FAILED = "We couldn't get your location. Please enter a postcode instead.";

/** Places nearest first, each with its distance; places without coordinates go last, in their order. */
export function nearestFirst<T extends { lat?: number; lng?: number }>(
  from: LatLng,
  places: readonly T[],
): { place: T; km: number | null }[] {
  return places
    .map((place, index) => ({
      place,
      index,
      km:
        place.lat !== undefined && place.lng !== undefined
          ? greatCircleKm(from, { lat: place.lat, lng: place.lng })
          : null,
    }))
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.index - b.index)
    .map(({ place, km }) => ({ place, km }));
}

/** "800 m", "3.2 km", "45 km", "1,234 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round(km * 10) * 100)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString("en-AU")} km`;
}

/** The compact postcode asset: postcode → [lat, lng]. */
export type PostcodeTable = Record<string, [number, number]>;
