import { formatDollars } from "../format/money.ts";
import { formatLongDate } from "../format/date.ts";
import { headerSafe, type MessageCar, type MessageSender, type ShopperEmail, smsText } from "../messages/content.ts";
import type { AlertWhat } from "./events.ts";

/** One piece of news in an alert: a car, and what happened to it. */
export interface AlertNews {
  what: AlertWhat;
  car: MessageCar;
  /** A price drop's old and new price (dollars). */
  from?: number;
  to?: number;
}

export interface AlertMessageFacts {
  news: AlertNews[];
  /** A digest gathers a day's or a week's news into one message. */
  digest?: "daily" | "weekly";
  kind: "car" | "search";
  item: { singular: string; plural: string };
  sender: MessageSender;
  signOff: string;
  unsubscribeUrl: string;
  /** When the shopper asked for the alerts (said in every message, with why they get it). */
  askedAt: Date;
  timeZone: string;
}

/** Most cars one message lists; the rest are a click away on the site. */
const MAX_LISTED = 10;

function line(news: AlertNews): string {
  const { car } = news;
  if (news.what === "price_drop" && news.from !== undefined && news.to !== undefined)
    return `Price drop: the ${car.name} was ${formatDollars(news.from)}, now ${formatDollars(news.to)}.`;
  if (news.what === "back") return `The ${car.name} is available again, at ${car.price}.`;
  return `New in: the ${car.name}, ${car.price}.`;
}

function subject(facts: AlertMessageFacts): string {
  const [first] = facts.news;
  if (facts.digest || facts.news.length > 1 || !first)
    return `${facts.news.length} ${facts.news.length === 1 ? "update" : "updates"} on ${facts.item.plural} you're following`;
  if (first.what === "price_drop" && first.to !== undefined)
    return `Price drop: ${first.car.name} now ${formatDollars(first.to)}`;
  if (first.what === "back") return `${first.car.name} is available again`;
  return `New match for your search: ${first.car.name}`;
}

/**
 * An alert (commercial: the shopper asked for it, and every one says when, and carries a
 * one-click way out). One car's news, or a digest of several; the SMS says the first.
 */
export function alertMessage(facts: AlertMessageFacts): { email: ShopperEmail; sms: string } {
  const listed = facts.news.slice(0, MAX_LISTED);
  const [first] = listed;
  const asked =
    facts.kind === "car"
      ? `news of a ${facts.item.singular} you saved`
      : `new ${facts.item.plural} matching a search you saved`;
  const more = facts.news.length - listed.length;
  const email: ShopperEmail = {
    purpose: "alert",
    subject: headerSafe(`${subject(facts)} – ${facts.sender.name}`),
    preview: first ? line(first) : "",
    heading: subject(facts),
    paragraphs: [
      ...listed.map(line),
      ...(more > 0 ? [`And ${more} more on our website.`] : []),
      "Prices and availability can change quickly: the car's page always shows the latest.",
    ],
    car: first?.car,
    facts: listed.length > 1 ? listed.map((news) => [news.car.name, news.car.price] as [string, string]) : undefined,
    action: first?.car.url ? { label: `See the ${facts.item.singular}`, href: first.car.url } : undefined,
    reachUs: `Questions? Call ${facts.sender.phone}.`,
    signOff: facts.signOff,
    why: `You're receiving this because you asked ${facts.sender.name} for alerts about ${asked} on ${formatLongDate(facts.askedAt, facts.timeZone)}. You can stop them at any time with the link below; it works at once.`,
    unsubscribeUrl: facts.unsubscribeUrl,
    sender: facts.sender,
  };
  const sms = first
    ? smsText(facts.sender, `${line(first)}${first.car.url ? ` ${first.car.url}` : ""} Reply STOP to opt out.`)
    : "";
  return { email, sms };
}
