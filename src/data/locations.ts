import { locationTimeZone, zonedMoment } from "#lib/hours/zoned-time.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import type { Location, LocationView } from "#lib/feed/location.ts";
import { getSiteChrome } from "./site.ts";

/** Locations as the location pages show them: primary first, each with its time zone. */
export async function getLocationViews() {
  const { config, locations } = await getSiteChrome();
  // Special hours before the build's "today" are of no use; the browser decides "open now" itself.
  const today = zonedMoment(feedNow(config), config.timeZone).date;
  return {
    config,
    today,
    closedText: config.openingHours.closedText,
    locations: locations.map(
      (location: Location): LocationView => ({ location, timeZone: locationTimeZone(location, config.timeZone) }),
    ),
  };
}
