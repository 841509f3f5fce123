import type { Location } from "../feed/location.ts";

/** Small facts about a location that several pages show the same way. */

/** "212 Reserve Road, Artarmon NSW 2064". */
export function formatAddress(location: Pick<Location, "street" | "suburb" | "city" | "state" | "postcode">): string {
  const locality = [location.suburb ?? location.city, location.state, location.postcode].filter(Boolean).join(" ");
  return [location.street, locality].filter(Boolean).join(", ");
}

/** Google Maps at the location: its coordinates when known, else its name and address. */
export function mapUrl(
  location: Pick<Location, "name" | "street" | "suburb" | "city" | "state" | "postcode" | "lat" | "lng">,
): string {
  const query =
    location.lat !== undefined && location.lng !== undefined
      ? `${location.lat},${location.lng}`
      : [location.name, formatAddress(location)].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** "tel:0255500110". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The department a card or the hero talks about: the location's own type, else its first. */
export function mainDepartment(
  location: Pick<Location, "location_type" | "departments">,
): Location["departments"][number] | undefined {
  return (
    location.departments.find((department) => department.type === location.location_type) ?? location.departments[0]
  );
}

/** The canonical page of a location (/our-location/{slug} redirects here). */
export function locationPath(location: Pick<Location, "slug">): string {
  return `/locations/${location.slug}`;
}

/**
 * Spec §2 names both /locations/{slug} and /our-location/{slug} for the same page. One canonical
 * URL keeps search engines from splitting the page in two, so the second is a permanent
 * redirect (Netlify `_redirects`, honoured by the local server too).
 */
export const OUR_LOCATION_REDIRECT = "/our-location/:slug  /locations/:slug/  301";
