import { oneLine } from "../../format/one-line.ts";
import { defineMessage, type StaffRendering } from "./define.ts";

/**
 * The salesperson's "this lead is yours" — by email, and on each device that allowed the console's
 * notifications. Only what they need to act on it: who, about what, by when we promised an answer,
 * and the link that opens the lead. Staff are the only readers; the shopper's typed message stays
 * in the console.
 */
export interface AssignedLeadFacts {
  leadId: string;
  dealer: string;
  /** The console's origin, e.g. https://www.baysideford.com.au. */
  consoleOrigin: string;
  formType: string;
  firstName: string;
  /** The car's name, when the lead is about one. */
  car: string | null;
  /** The promised answer, in the dealer's zone ("Thu 3 Dec, 10:37 am AEDT"), or null when none was promised. */
  due: string | null;
  /** Who handed it over: "rule" (the round robin) or a staff member's email. */
  by: string;
}

export function leadLink(consoleOrigin: string, leadId: string): string {
  return `${consoleOrigin}/console/?lead=${encodeURIComponent(leadId)}`;
}

export function staffLeadAssigned(facts: AssignedLeadFacts): Required<StaffRendering> {
  const what = oneLine(`${facts.formType} from ${facts.firstName}`);
  const about = facts.car ? ` about the ${oneLine(facts.car)}` : "";
  const given = facts.by === "rule" ? `${facts.dealer} has given you` : `${facts.by} has given you`;
  const due = facts.due ? `We promised an answer by ${facts.due}.` : "";
  const link = leadLink(facts.consoleOrigin, facts.leadId);
  return {
    email: {
      subject: oneLine(`New lead for you: ${what} – ${facts.dealer}`),
      text: [`${given} a ${what}${about}.`, ...(due ? [due] : []), "", `Open it: ${link}`].join("\n"),
    },
    push: {
      title: `New lead: ${what}`,
      body: [facts.car, facts.due ? `Answer by ${facts.due}` : null].filter(Boolean).join(" · "),
      url: new URL(link).pathname + new URL(link).search,
      tag: `lead-${facts.leadId}`,
    },
  };
}

export default defineMessage({
  name: "staff-lead-assigned",
  title: "New lead for you",
  recipient: "staff",
  trigger:
    "a lead is given to a salesperson, by the rule or by a colleague (docs/console.md § Who has a lead), once per assignee",
  consent: "staff",
  channels: ["email", "push"],
  channelNotes: "the notification on each device where they turned the console's notifications on",
  purpose: "lead-assigned",
  render: staffLeadAssigned,
  example: {
    leadId: "0b7c2f3e-1111-4222-8333-944445555666",
    dealer: "Two Yards Motors",
    consoleOrigin: "https://www.twoyards.example",
    formType: "Test Drive Booking",
    firstName: "Ada",
    car: "2023 Toyota HiLux SR5",
    due: "Tue 24 Nov, 10:30 am AEDT",
    by: "rule",
  },
});
