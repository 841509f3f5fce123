import { defineMessage } from "./define.ts";

export interface SignInCodeFacts {
  code: string;
  dealer: string;
  expiresInMinutes: number;
}

export default defineMessage({
  name: "shopper-sign-in-code",
  title: "Sign-in code",
  recipient: "shopper",
  trigger:
    "a shopper asks to sign in with their phone (`POST /api/sign-in/send`), within the limits per phone, device and client address",
  consent: "transactional",
  channels: ["sms"],
  channelNotes: "sent by the request itself (a code that arrives late is no use), not through the outbox",
  purpose: "sign-in-code",
  delivery: "at once",
  capped: false,
  render: (facts: SignInCodeFacts) => ({
    sms: `${facts.code} is your ${facts.dealer} code. It expires in ${facts.expiresInMinutes} minutes.`,
  }),
  example: { code: "428913", dealer: "Two Yards Motors", expiresInMinutes: 10 },
});
