import type { AlertWhat } from "../../../alerts/events.ts";
import { formatDollars } from "../../../format/money.ts";
import { formatLongDate } from "../../../format/date.ts";
import { headerSafe, type MessageCar, type MessageSender, type ShopperEmail, smsText } from "../../content.ts";
import type { ShopperRendering } from "../define.ts";
import { EXAMPLE_CAR, EXAMPLE_SENDER, EXAMPLE_SIGN_OFF, EXAMPLE_TIME_ZONE } from "./example.ts";

/**
 * What every alert shares (commercial: the shopper asked for it, and every one says when, and
 * carries a one-click way out): the line each piece of news reads as, the list, the why. Each
 * alert's subject is in its catalogue file (shopper-alert-price-drop.ts, shopper-alert-back-in-stock.ts,
 * shopper-alert-new-match.ts, shopper-alert-digest.ts).
 */

/** One piece of news in an alert: a car, and what happened to it. */
export interface AlertNews {
  what: AlertWhat;
  car: MessageCar;
  /** A price drop's old and new price (dollars). */
  from?: number;
  to?: number;
}

export interface AlertFacts {
  news: AlertNews[];
  kind: "car" | "search";
  item: { singular: string; plural: string };
  sender: MessageSender;
  signOff: string;
  unsubscribeUrl: string;
  /** When the shopper asked for the alerts (said in every message, with why they get it). */
  askedAt: Date;
  timeZone: string;
}

export interface AlertRendering extends ShopperRendering {
  email: ShopperEmail;
  sms: string;
}

/** Most cars one message lists; the rest are a click away on the site. */
const MAX_LISTED = 10;

/** The line a piece of news reads as, in any alert. */
export function newsLine(news: AlertNews): string {
  const { car } = news;
  if (news.what === "price_drop" && news.to !== undefined)
    // The earlier price only where its history backs it as a was-price (run.ts).
    return news.from !== undefined
      ? `Price drop: the ${car.name} was ${formatDollars(news.from)}, now ${formatDollars(news.to)}.`
      : `Price drop: the ${car.name} is now ${formatDollars(news.to)}.`;
  if (news.what === "back") return `The ${car.name} is available again, at ${car.price}.`;
  return `New in: the ${car.name}, ${car.price}.`;
}

/** The subject of several pieces of news (a digest's, whatever they are). */
export const updatesSubject = (facts: AlertFacts): string =>
  `${facts.news.length} ${facts.news.length === 1 ? "update" : "updates"} on ${facts.item.plural} you're following`;

/**
 * An alert: one car's news, or a digest of several; the SMS says the first. `subject` is the
 * message's own for one piece of news; several are always counted (`updatesSubject`).
 */
export function alertMessage(facts: AlertFacts, subject: (first: AlertNews) => string): AlertRendering {
  const listed = facts.news.slice(0, MAX_LISTED);
  const [first] = listed;
  const title = facts.news.length > 1 || !first ? updatesSubject(facts) : subject(first);
  const asked =
    facts.kind === "car"
      ? `news of a ${facts.item.singular} you saved`
      : `new ${facts.item.plural} matching a search you saved`;
  const more = facts.news.length - listed.length;
  const email: ShopperEmail = {
    purpose: "alert",
    subject: headerSafe(`${title} – ${facts.sender.name}`),
    preview: first ? newsLine(first) : "",
    heading: title,
    paragraphs: [
      ...listed.map(newsLine),
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
    ? smsText(facts.sender, `${newsLine(first)}${first.car.url ? ` ${first.car.url}` : ""} Reply STOP to opt out.`)
    : "";
  return { email, sms };
}

export const ALERT_EXAMPLE: AlertFacts = {
  news: [{ what: "price_drop", car: { ...EXAMPLE_CAR, price: "$56,990" }, from: 58990, to: 56990 }],
  kind: "car",
  item: { singular: "car", plural: "cars" },
  sender: EXAMPLE_SENDER,
  signOff: EXAMPLE_SIGN_OFF,
  unsubscribeUrl: "https://www.twoyards.example/alerts/unsubscribe/#token=…",
  askedAt: new Date("2026-11-02T01:15:00Z"),
  timeZone: EXAMPLE_TIME_ZONE,
};
