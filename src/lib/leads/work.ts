/**
 * A lead's life in the console. It arrives `new`; the first move to `contacted` is the
 * first response (timed); it ends `won` or `lost`. A lead that was never answered may be closed at
 * once (spam, a duplicate), and a closed lead may be reopened to `contacted`, never back to `new`:
 * its first response, once recorded, stays.
 */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const MOVES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "won", "lost"],
  contacted: ["won", "lost"],
  won: ["contacted"],
  lost: ["contacted"],
};

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

export const canMoveLead = (from: LeadStatus, to: LeadStatus): boolean => MOVES[from].includes(to);

export const leadMovesFrom = (status: LeadStatus): readonly LeadStatus[] => MOVES[status];

/** The move that answers the shopper for the first time: its moment is the lead's response time. */
export const isFirstResponse = (from: LeadStatus, to: LeadStatus): boolean => from === "new" && to !== "new";

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};
