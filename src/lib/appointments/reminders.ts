/**
 * Which reminder a booking is due now. Each of the dealer's hours-before (24 and 2 by
 * default) is one reminder, sent once its time has come and the booking has not started. Only the
 * nearest one due is sent (a run that missed the 24-hour one sends the 2-hour one, not both), and
 * never one whose time had passed before the booking was made (a booking made 3 hours ahead gets
 * the 2-hour reminder only).
 */
export function dueReminder(
  booking: { startsAt: Date; createdAt: Date },
  hoursBefore: readonly number[],
  now: Date,
): number | undefined {
  if (now.getTime() >= booking.startsAt.getTime()) return undefined;
  const due = hoursBefore
    .filter((hours) => {
      const at = booking.startsAt.getTime() - hours * 3_600_000;
      return at <= now.getTime() && booking.createdAt.getTime() < at;
    })
    .sort((a, b) => a - b);
  return due[0];
}
