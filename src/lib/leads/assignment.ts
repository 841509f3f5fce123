/**
 * Who gets a new lead. Sales staff taking leads, those who cover the lead's yard first,
 * then those who cover every yard; within each, whoever was given a lead by the rule longest ago
 * (round robin that survives restarts and new staff: a newcomer, never given one, goes first).
 * Staff who cover only other yards never get it. No one eligible: the lead waits unassigned, and
 * the owners hear of it if it falls overdue.
 */
export interface AssignmentCandidate {
  id: string;
  role: string;
  locationIds: readonly string[];
  takingLeads: boolean;
  lastAssignedAt: Date | null;
}

export function chooseAssignee(
  candidates: readonly AssignmentCandidate[],
  locationId: string | null,
): AssignmentCandidate | undefined {
  const onDuty = candidates.filter((c) => c.role === "sales" && c.takingLeads);
  const ownYard = locationId ? onDuty.filter((c) => c.locationIds.includes(locationId)) : [];
  const everyYard = onDuty.filter((c) => c.locationIds.length === 0);
  const pool = ownYard.length ? ownYard : everyYard.length ? everyYard : locationId ? [] : onDuty;
  return [...pool].sort(
    (a, b) => (a.lastAssignedAt?.getTime() ?? -1) - (b.lastAssignedAt?.getTime() ?? -1) || a.id.localeCompare(b.id),
  )[0];
}
