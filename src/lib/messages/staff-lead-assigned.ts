import { oneLine } from "../format/one-line.ts";

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

export function staffLeadAssigned(facts: AssignedLeadFacts) {
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
      /** Same-origin path: the service worker opens only the console's own pages. */
      url: new URL(link).pathname + new URL(link).search,
      /** One notification per lead: a repeat replaces it instead of stacking. */
      tag: `lead-${facts.leadId}`,
    },
  };
}
