import type { LeadStatus } from "../leads/work.ts";

/** A lead of the period with its response clock (src/lib/leads/response-clock.ts, as the inbox shows it). */
export interface AssignedLead {
  assigneeId: string;
  status: LeadStatus;
  answered: boolean;
  /** Opening-hours minutes to the first response (or so far). */
  openMinutes: number;
  overdue: boolean;
  answeredLate: boolean;
}

export interface SalespersonResponse {
  assigneeId: string;
  assigned: number;
  answered: number;
  /** Median opening-hours minutes to the first response, over the answered leads (null: none answered). */
  medianMinutes: number | null;
  /** Answered by the time promised to the shopper, as a share of the leads answered or overdue (0–1; null: none yet). */
  onTimeShare: number | null;
  won: number;
  lost: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each salesperson's leads of the period against the dealer's promise, on the lead clock's own
 * rules (opening hours only). A lead still running and not yet due is neither on time nor late:
 * it counts as assigned only; one past due and unanswered is late.
 */
export function responseBySalesperson(leads: readonly AssignedLead[]): SalespersonResponse[] {
  const byPerson = new Map<string, AssignedLead[]>();
  for (const lead of leads) {
    const own = byPerson.get(lead.assigneeId) ?? [];
    own.push(lead);
    byPerson.set(lead.assigneeId, own);
  }
  return [...byPerson].map(([assigneeId, own]) => {
    const answered = own.filter((lead) => lead.answered);
    const decided = answered.length + own.filter((lead) => lead.overdue).length;
    return {
      assigneeId,
      assigned: own.length,
      answered: answered.length,
      medianMinutes: median(answered.map((lead) => lead.openMinutes)),
      onTimeShare: decided ? answered.filter((lead) => !lead.answeredLate).length / decided : null,
      won: own.filter((lead) => lead.status === "won").length,
      lost: own.filter((lead) => lead.status === "lost").length,
    };
  });
}
