import type { ResponseData } from "#lib/api/contract.ts";
import type { bookAppointment, manageAppointment } from "#lib/api/appointments.ts";
import type { AppointmentKind } from "#lib/appointments/settings.ts";
import type { BookingYard } from "#lib/appointments/yards.ts";

/** POST /api/appointments's answer: the booking and its move-or-cancel token. */
export type Booked = ResponseData<typeof bookAppointment>;
/** GET /api/appointments/manage's booking. */
export type ManagedAppointment = ResponseData<typeof manageAppointment>["appointment"];

/** What a booking page gives its island (src/data/appointments.ts works it out at build time). */
export interface BookingProps {
  kind: AppointmentKind;
  yards: BookingYard[];
  termsMessage?: string;
  optInDefault: boolean;
  /** Offer "Text me reminders and any change to this booking". */
  smsReminders: boolean;
}
