import { defineMessage } from "./define.ts";
import { type SignInLinkFacts, signInEmail } from "./staff-sign-in-link.ts";

export default defineMessage({
  name: "staff-invite",
  title: "Invitation",
  recipient: "staff",
  trigger:
    "an owner adds someone (or changes their role) in the console's Staff, or an operator runs `npm run staff -- <slug> invite`",
  consent: "staff",
  channels: ["email"],
  channelNotes: "a sign-in link",
  purpose: "sign-in",
  render: (facts: SignInLinkFacts) =>
    signInEmail(
      `You've been added to the ${facts.dealer} console.`,
      `You're invited to the ${facts.dealer} console`,
      facts,
    ),
  example: { dealer: "Two Yards Motors", link: "https://www.twoyards.example/console/sign-in#token=…" },
});
