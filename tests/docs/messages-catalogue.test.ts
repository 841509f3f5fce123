import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { ShopperRendering, StaffRendering } from "#lib/messages/catalogue/define.ts";
import { catalogueMarkdown, documentedNames, withCatalogue } from "#lib/messages/catalogue/docs.ts";
import { ALL_MESSAGES, MESSAGES } from "#lib/messages/catalogue/index.ts";

/**
 * One catalogue of messages (src/lib/messages/catalogue/, one file per message) and one list of
 * them in docs/messages.md: a message added, renamed or removed in one and not the other fails
 * here, by name, both ways. The list is made by `npm run docs:messages`.
 */
const DIR = "src/lib/messages/catalogue";
const DOC = "docs/messages.md";
const doc = readFileSync(DOC, "utf8");
const fileNames = readdirSync(DIR)
  .filter((file) => /^(shopper|staff)-.+\.ts$/.test(file) && !file.endsWith(".test.ts"))
  .map((file) => file.replace(/\.ts$/, ""));
const names = Object.keys(MESSAGES);

describe("the catalogue", () => {
  it("has one file per message, named as the message, each in MESSAGES", async () => {
    for (const file of fileNames) {
      const definition = (await import(/* @vite-ignore */ pathToFileURL(resolve(DIR, `${file}.ts`)).href)).default as
        | { name?: string }
        | undefined;
      expect(definition?.name, `${DIR}/${file}.ts: its default export is the message named as the file`).toBe(file);
    }
    expect([...names].sort(), "MESSAGES in index.ts lists every file, and only those").toEqual([...fileNames].sort());
  });

  it.each(ALL_MESSAGES.map((message) => [message.name, message] as const))("%s renders its example", (_, message) => {
    expect(message.name.startsWith(`${message.recipient}-`), "named by its recipient first").toBe(true);
    if (message.recipient === "staff") {
      const { email, push } = message.render(message.example) as StaffRendering;
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(Boolean(push)).toBe(message.channels.includes("push"));
      return;
    }
    const { email, sms } = message.render(message.example) as ShopperRendering;
    if (message.channels.includes("email")) expect(email, "an email, as its channels say").toBeDefined();
    if (message.channels.includes("sms")) expect(sms, "an SMS, as its channels say").toBeTruthy();
    if (!email) return;
    expect(email.purpose, "the email's purpose is the message's (the outbox key's middle)").toBe(message.purpose);
    // A commercial message carries its way out (Spam Act); a transactional one has none to carry.
    expect(Boolean(email.unsubscribeUrl)).toBe(message.consent === "consent");
  });
});

describe(`${DOC} lists every message`, () => {
  const listed = documentedNames(doc);

  it("every message of the catalogue is listed", () => {
    expect(names.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it("every message listed is in the catalogue", () => {
    expect(listed.filter((name) => !names.includes(name))).toEqual([]);
  });

  it("the list is the catalogue's, as `npm run docs:messages` writes it", () => {
    expect(doc, "run `npm run docs:messages`").toBe(withCatalogue(doc));
    expect(doc).toContain(catalogueMarkdown());
  });
});
