import { whyText } from "../messages/acknowledgement.ts";
import { headerSafe, type MessageCar, type MessageSender, type ShopperEmail } from "../messages/content.ts";
import type { AlertKind } from "./consent.ts";

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
