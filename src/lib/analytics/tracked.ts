import type { AnalyticsEventId } from "./events.ts";

/**
 * What the page tells the dealer's tags, in our words; src/lib/analytics/asc.ts says
 * what each becomes in the ASC vocabulary and for Meta's pixel. Types only, so an island that
 * tracks carries none of the mapping.
 */
export type TrackedEvent =
  /** A §7 event (spec §7 ids), as it is recorded by /api/events or by the function that took it. */
  | { kind: "event"; id: AnalyticsEventId; payload: Record<string, unknown> }
  /** A shopper started filling a form (first input), or the server accepted it. */
  | { kind: "form"; stage: "start" | "submit"; form: FormInfo }
  /** A call to action: a link or button that starts a shopper's journey (Reserve, Finance, Enquire…). */
  | { kind: "cta"; text: string; action: string; href?: string; car_id?: string };

export interface FormInfo {
  /** What the dealer reads: "Enquiry", "Trade-in valuation", "Finance pre-approval"… */
  name: string;
  /** ASC's form type: "sales", "service", "parts", "finance", "trade"… */
  type: string;
  /** ASC's department: "sales", "service", "parts", "trade" or "other". */
  department: "sales" | "service" | "parts" | "trade" | "other";
  car_id?: string;
}

/** Where tracked events wait for the analytics chunk (which may load later than the first event). */
export const TRACKED_QUEUE = "forecourtEvents";
export const TRACKED_EVENT = "forecourt:tracked";
