import type { AppointmentKind } from "#lib/appointments/settings.ts";
import { type BookingYard, bookingYards } from "#lib/appointments/yards.ts";
import { getFeed } from "./feed.ts";
import { getTenantConfig } from "./tenant.ts";

/** What a booking page needs at build time; undefined where the dealer takes no such bookings online. */
export interface BookingSetup {
  kind: AppointmentKind;
  yards: BookingYard[];
  dealerName: string;
  termsMessage?: string;
  optInDefault: boolean;
  /** Offer to text reminders (appointments.<kind>.smsReminders). */
  smsReminders: boolean;
}

export async function getBookingSetup(kind: AppointmentKind): Promise<BookingSetup | undefined> {
  const [config, locations] = await Promise.all([getTenantConfig(), getFeed("locations")]);
  if (!config.appointments[kind]) return undefined;
  const yards = bookingYards(kind, locations, config.timeZone);
  if (!yards.length) return undefined;
  return {
    kind,
    yards,
    dealerName: config.name,
    termsMessage: config.enquiry.termsMessage,
    optInDefault: config.enquiry.optInDefault,
    smsReminders: config.appointments[kind].smsReminders,
  };
}

/** The yards of every kind of booking the dealer takes online, for the move-or-cancel page; undefined when it takes none. */
export async function getManageSetup(): Promise<{ yards: BookingYard[] } | undefined> {
  const setups = (await Promise.all([getBookingSetup("testDrive"), getBookingSetup("service")])).filter(
    (setup) => setup !== undefined,
  );
  if (!setups.length) return undefined;
  return { yards: [...new Map(setups.flatMap((setup) => setup.yards).map((yard) => [yard.id, yard])).values()] };
}
