import type { Location, LocationType } from "../feed/location.ts";
import { locationTimeZone } from "../hours/zoned-time.ts";
import { formatAddress } from "../locations/location-info.ts";
import { directionsUrl } from "../vehicle/directions.ts";
import type { AppointmentKind } from "./settings.ts";

/** Which department of a yard takes each kind of booking. */
export const BOOKING_DEPARTMENT: Record<AppointmentKind, LocationType> = { testDrive: "sales", service: "service" };

/** A yard as the booking pages show it: where it is, how to get there, and its clock. */
export interface BookingYard {
  id: string;
  name: string;
  address: string;
  directions: string;
  timeZone: string;
}

/** The yards with the department that takes `kind` bookings, primary first as the feed lists them. */
export function bookingYards(
  kind: AppointmentKind,
  locations: readonly Location[],
  dealerTimeZone: string,
): BookingYard[] {
  return locations
    .filter((location) => location.departments.some((department) => department.type === BOOKING_DEPARTMENT[kind]))
    .map((location) => ({
      id: String(location.id),
      name: location.name,
      address: formatAddress(location),
      directions: directionsUrl(location),
      timeZone: locationTimeZone(location, dealerTimeZone),
    }));
}
