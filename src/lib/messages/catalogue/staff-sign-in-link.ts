import { STAFF_LINK_TTL_SECONDS } from "../../staff/lifetimes.ts";
import { defineMessage, type StaffRendering } from "./define.ts";

/** A staff member's sign-in link, asked for or sent with an invitation. */
export interface SignInLinkFacts {
  dealer: string;
  /** The single-use link; its token rides in the fragment, so it never reaches a server log or a Referer. */
  link: string;
}

/** The words of a sign-in email, after its first line (the invitation's or the request's). */
export function signInEmail(first: string, subject: string, facts: SignInLinkFacts): StaffRendering {
  return {
    email: {
      subject,
      text: [
        first,
        "",
        facts.link,
        "",
        `It works once, within ${STAFF_LINK_TTL_SECONDS / 60} minutes. If you didn't ask for it, ignore this email.`,
      ].join("\n"),
    },
  };
}

export default defineMessage({
  name: "staff-sign-in-link",
  title: "Sign-in link",
  recipient: "staff",
  trigger: "staff ask for a link on `/console/sign-in/` (any other address gets the same answer and no email)",
  consent: "staff",
  channels: ["email"],
  purpose: "sign-in",
  render: (facts: SignInLinkFacts) =>
    signInEmail(
      `Here is your link to sign in to the ${facts.dealer} console:`,
      `Sign in to the ${facts.dealer} console`,
      facts,
    ),
  example: { dealer: "Two Yards Motors", link: "https://www.twoyards.example/console/sign-in#token=…" },
});
