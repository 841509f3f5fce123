/**
 * Which reminder an appointment is due now. Each of the dealer's hours-before (24 and 2 by
 * default) is one reminder, sent once its time has come and the appointment has not started. Only the
 * nearest one due is sent (a run that missed the 24-hour one sends the 2-hour one, not both), and
 * never one whose time had passed before the appointment was made (an appointment made 3 hours ahead gets
 * the 2-hour reminder only).
 */
export function dueReminder(
  appointment: { startsAt: Date; createdAt: Date },
  hoursBefore: readonly number[],
  now: Date,
): number | undefined {
  if (now.getTime() >= appointment.startsAt.getTime()) return undefined;
  const due = hoursBefore
    .filter((hours) => {
      const at = appointment.startsAt.getTime() - hours * 3_600_000;
      return at <= now.getTime() && appointment.createdAt.getTime() < at;
    })
    .sort((a, b) => a - b);
  return due[0];
}
