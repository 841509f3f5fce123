import { openMinutesBetween } from "../hours/open-minutes.ts";
import type { DepartmentHours } from "../hours/opening-hours.ts";
import { promisedResponse } from "../messages/promised-response.ts";

/**
 * A lead's response clock runs only while the dealer is open. A lead that arrives at
 * 9 pm is not late at 7 am. It is due when the shopper was promised an answer
 * (`leads.promisedResponseMinutes` of the answering department's opening hours, on the yard's own
 * clock: the acknowledgement's "we'll call you by 10:37 am" is the console's "Due by 10:37 am"),
 * and overdue past it. A cancelled booking stops its clock: there is no one left to call back.
 */

export interface ResponseClock {
  /** When the lead falls due: the promise made to the shopper (undefined: none made, the dealer is not open soon). */
  dueAt?: Date;
  /** Not answered, not stopped, and past due. */
  overdue: boolean;
  /** Answered, but after it fell due. */
  answeredLate: boolean;
  /** Opening-hours minutes from arrival to the first response, to the stop, or to now while running. */
  openMinutes: number;
  /** When the clock stopped unanswered (its booking was cancelled); undefined while it runs or once answered. */
  stoppedAt?: Date;
}

/** Where a lead stands against the dealer's promise: answered, stopped or running, and in how many open minutes. */
export function responseClock(
  hours: DepartmentHours,
  lead: { createdAt: Date; firstResponseAt?: Date | null; stoppedAt?: Date | null },
  promisedMinutes: number,
  timeZone: string,
  now: Date,
): ResponseClock {
  const answeredAt = lead.firstResponseAt ?? undefined;
  const stoppedAt = answeredAt ? undefined : (lead.stoppedAt ?? undefined);
  const until = answeredAt ?? stoppedAt ?? now;
  const dueAt = promisedResponse(hours, lead.createdAt, timeZone, promisedMinutes)?.at;
  const openMinutes = openMinutesBetween(hours, lead.createdAt, until, timeZone);
  const late = dueAt !== undefined && until > dueAt;
  return {
    dueAt,
    openMinutes,
    overdue: !answeredAt && !stoppedAt && late,
    answeredLate: Boolean(answeredAt) && late,
    ...(stoppedAt ? { stoppedAt } : {}),
  };
}
