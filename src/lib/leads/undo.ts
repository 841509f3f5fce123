import { isLeadStatus, type LeadStatus } from "./work.ts";

/**
 * A salesperson who tapped the wrong status takes it back — "contacted" back to "new" —
 * within a few minutes, and only their own latest change, while the lead still stands where they
 * put it. Undoing a first response clears its time: the response clock runs again.
 */
export const LEAD_UNDO_MINUTES = 5;

export interface LastStatusChange {
  actor: string;
  at: Date;
  before: unknown;
  after: unknown;
}

export type UndoVerdict =
  | { ok: true; to: LeadStatus; clearsFirstResponse: boolean }
  | { ok: false; reason: "none" | "not_yours" | "too_late" | "moved_since" };

const statusIn = (value: unknown): LeadStatus | null => {
  const status = (value as { status?: unknown } | null)?.status;
  return isLeadStatus(status) ? status : null;
};

/** Whether `by` may undo `last` (the lead's latest status change) now, and what the lead goes back to. */
export function statusUndo(
  last: LastStatusChange | undefined,
  current: LeadStatus,
  by: string,
  now: Date,
  minutes = LEAD_UNDO_MINUTES,
): UndoVerdict {
  const [from, to] = [statusIn(last?.before), statusIn(last?.after)];
  if (!last || !from || !to || (last.after as { undo?: unknown }).undo === true) return { ok: false, reason: "none" };
  if (last.actor !== by) return { ok: false, reason: "not_yours" };
  if (now.getTime() - last.at.getTime() > minutes * 60_000) return { ok: false, reason: "too_late" };
  if (current !== to) return { ok: false, reason: "moved_since" };
  const answered = typeof (last.after as { first_response_at?: unknown }).first_response_at === "string";
  return { ok: true, to: from, clearsFirstResponse: answered && from === "new" };
}
