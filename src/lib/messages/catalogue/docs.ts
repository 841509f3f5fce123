import { oneLine } from "../../format/one-line.ts";
import type { MessageChannel, MessageDefinition, ShopperRendering, StaffRendering } from "./define.ts";
import { ALL_MESSAGES } from "./index.ts";

/**
 * The catalogue as docs/messages.md lists it: every message with its trigger, recipient, consent
 * basis and channels, and an example rendering (subject and first lines) from its `example`.
 * `npm run docs:messages` writes it between the markers; tests/docs/messages-catalogue.test.ts
 * fails when the two differ.
 */
export const CATALOGUE_START = "<!-- messages:start -->";
export const CATALOGUE_END = "<!-- messages:end -->";

const CHANNEL_NAMES: Record<MessageChannel, string> = { email: "email", sms: "SMS", push: "Web Push" };

const cell = (text: string) => oneLine(text).replaceAll("|", "\\|");

function row(message: MessageDefinition<string, unknown>): string {
  const channels = message.channels.map((channel) => CHANNEL_NAMES[channel]).join(", ");
  return `| **${message.title}** \`${message.name}\` | ${message.recipient} | ${cell(message.trigger)} | ${message.consent} | ${cell(
    message.channelNotes ? `${channels}: ${message.channelNotes}` : channels,
  )} |`;
}

/** The subject and the first lines of a message's example, as a recipient first sees it. */
export function exampleLines(message: MessageDefinition<string, unknown>): string[] {
  if (message.recipient === "staff") {
    const { email, push } = message.render(message.example) as StaffRendering;
    const lines = [`Subject: ${email.subject}`, ...email.text.split("\n").filter(Boolean).slice(0, 2)];
    if (push) lines.push(`Push: ${push.title}${push.body ? ` — ${push.body}` : ""}`);
    return lines;
  }
  const { email, sms } = message.render(message.example) as ShopperRendering;
  const lines = email ? [`Subject: ${email.subject}`, email.heading, email.paragraphs[0] ?? ""] : [];
  if (sms && message.channels.includes("sms")) lines.push(`SMS: ${sms}`);
  return lines.filter(Boolean);
}

const TABLE_HEAD = ["| message | to | trigger | basis | channels |", "|---|---|---|---|---|"];

/** The generated part of docs/messages.md, markers included. */
export function catalogueMarkdown(messages = ALL_MESSAGES): string {
  const shopper = messages.filter((message) => message.recipient === "shopper");
  const staff = messages.filter((message) => message.recipient === "staff");
  const examples = messages.flatMap((message) => [
    `**${message.title}** (\`${message.name}\`):`,
    "",
    "```text",
    ...exampleLines(message),
    "```",
    "",
  ]);
  return [
    CATALOGUE_START,
    "<!-- Made from src/lib/messages/catalogue/ by `npm run docs:messages`; do not edit by hand. -->",
    "",
    "To shoppers:",
    "",
    ...TABLE_HEAD,
    ...shopper.map(row),
    "",
    "To the dealer's staff (sent at once, not through the outbox):",
    "",
    ...TABLE_HEAD,
    ...staff.map(row),
    "",
    "Each message as its example renders it (the subject, then the first lines):",
    "",
    ...examples,
    CATALOGUE_END,
  ].join("\n");
}

/** `doc` with its generated part replaced by the catalogue's. */
export function withCatalogue(doc: string, messages = ALL_MESSAGES): string {
  const start = doc.indexOf(CATALOGUE_START);
  const end = doc.indexOf(CATALOGUE_END);
  if (start < 0 || end < start) throw new Error(`docs/messages.md has no ${CATALOGUE_START} … ${CATALOGUE_END}`);
  return `${doc.slice(0, start)}${catalogueMarkdown(messages)}${doc.slice(end + CATALOGUE_END.length)}`;
}

/** The message names docs/messages.md lists (its table rows' `name`), in order. */
export function documentedNames(doc: string): string[] {
  return [...doc.matchAll(/^\| \*\*[^*]+\*\* `([a-z0-9-]+)` \|/gm)].map((match) => match[1]!);
}
