import { oneLine } from "../../format/one-line.ts";
import { defineMessage, type StaffRendering } from "./define.ts";

/** A lead still unanswered past the answer its shopper was promised, told to its assignee and every owner. */
export interface OverdueLeadFacts {
  dealer: string;
  formType: string;
  firstName: string;
  /** The promised answer, in the dealer's zone ("Thu 3 Dec, 10:37 am AEDT"). */
  due: string;
  /** The assignee's email, or null when no one has it. */
  assignee: string | null;
  /** Whom this copy goes to (the assignee reads "It is yours"). */
  to: string;
  /** The console's inbox. */
  link: string;
}

export function staffLeadOverdue(facts: OverdueLeadFacts): StaffRendering {
  return {
    email: {
      // A name stored before names were refused with line breaks must not break the subject either.
      subject: oneLine(`Overdue: ${facts.formType} from ${facts.firstName} – ${facts.dealer}`),
      text: [
        `A ${facts.formType} from ${facts.firstName} has had no answer: we promised them one by ${facts.due}.`,
        facts.assignee
          ? `It is ${facts.assignee === facts.to ? "yours" : `${facts.assignee}'s`}.`
          : "No one has it yet.",
        "",
        facts.link,
      ].join("\n"),
    },
  };
}

export default defineMessage({
  name: "staff-lead-overdue",
  title: "Overdue",
  recipient: "staff",
  trigger: "a lead is still unanswered past the answer its shopper was promised",
  consent: "staff",
  channels: ["email"],
  channelNotes: "to its assignee and every owner, once",
  purpose: "lead-overdue",
  render: staffLeadOverdue,
  example: {
    dealer: "Two Yards Motors",
    formType: "Vehicle Enquiry",
    firstName: "Ada",
    due: "Tue 24 Nov, 10:30 am AEDT",
    assignee: "sam@twoyards.example",
    to: "sam@twoyards.example",
    link: "https://www.twoyards.example/console/",
  },
});
