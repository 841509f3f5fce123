import type { AlertKind } from "../../alerts/consent.ts";
import { headerSafe, type MessageCar, type MessageSender, type ShopperEmail, whyText } from "../content.ts";
import { defineMessage } from "./define.ts";
import { EXAMPLE_AT, EXAMPLE_CAR, EXAMPLE_SENDER, EXAMPLE_SIGN_OFF, EXAMPLE_TIME_ZONE } from "./parts/example.ts";

export interface ConfirmationFacts {
  kind: AlertKind;
  car?: MessageCar;
  /** "Toyota RAV4, up to $35,000": the saved search in words, for a search alert. */
  searchText?: string;
  item: { singular: string; plural: string };
  confirmUrl: string;
  sender: MessageSender;
  signOff: string;
  at: Date;
  timeZone: string;
}

/**
 * The email that confirms an address before any alert goes to it (double opt-in): until
 * its button is pressed, nothing else is sent there. It says what was asked for and that ignoring
 * it is enough to get nothing.
 */
export function alertConfirmationEmail(facts: ConfirmationFacts): ShopperEmail {
  const what =
    facts.kind === "car"
      ? `when the price of the ${facts.car?.name ?? facts.item.singular} drops or it is available again`
      : `about new ${facts.item.plural} matching your search${facts.searchText ? ` (${facts.searchText})` : ""}`;
  return {
    purpose: "alert-confirmation",
    subject: headerSafe(`Please confirm your alerts – ${facts.sender.name}`),
    preview: `Confirm to get alerts ${what}.`,
    heading: "Please confirm your alerts.",
    paragraphs: [
      `You asked ${facts.sender.name} to tell you ${what}.`,
      "Press the button to turn them on. If it wasn't you, ignore this email: nothing more is sent unless you confirm.",
    ],
    car: facts.car,
    action: { label: "Confirm my alerts", href: facts.confirmUrl },
    reachUs: `Questions? Call ${facts.sender.phone}.`,
    signOff: facts.signOff,
    why: whyText(facts.sender, "alerts were asked for with this email address", facts.at, facts.timeZone),
    sender: facts.sender,
  };
}

export default defineMessage({
  name: "shopper-alert-confirm",
  title: "Please confirm your alerts",
  recipient: "shopper",
  trigger:
    "a shopper asks for an email alert (`POST /api/alerts`): one an hour per alert at most, three a day per address from a dealer; recorded as skipped when the alert is on already or the address is over its cap",
  consent: "transactional",
  channels: ["email"],
  channelNotes: "its button the confirm link (`/alerts/confirm/#token=…`, good for 7 days)",
  purpose: "alert-confirmation",
  delivery: "outbox",
  // Nobody has confirmed the address yet.
  capped: true,
  render: (facts: ConfirmationFacts) => ({ email: alertConfirmationEmail(facts) }),
  example: {
    kind: "car",
    car: EXAMPLE_CAR,
    item: { singular: "car", plural: "cars" },
    confirmUrl: "https://www.twoyards.example/alerts/confirm/#token=…",
    sender: EXAMPLE_SENDER,
    signOff: EXAMPLE_SIGN_OFF,
    at: EXAMPLE_AT,
    timeZone: EXAMPLE_TIME_ZONE,
  },
});
