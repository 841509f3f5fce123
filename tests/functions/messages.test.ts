import { eq } from "drizzle-orm";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import lastEmailFn from "../../functions/dev-last-email.ts";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import leadsFn from "../../functions/leads.ts";
import { hitRateLimit } from "../../functions/_shared/platform/auth/rate-limit.ts";
import { leads, shopperMessages } from "../../functions/_shared/platform/db/schema.ts";
import { releaseHeldLeads } from "../../functions/_shared/leads/held.ts";
import { claimDueMessages, runMessages, sendMessagesNow } from "../../functions/_shared/platform/messages/outbox.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { clearTenantCache } from "../../functions/_shared/platform/tenant.ts";
import { OWN_MESSAGES } from "#lib/forms/messages.ts";
import { answeringHours, promisedResponse, promisedResponseText } from "#lib/messages/promised-response.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { sendJson, startStub, type Stub } from "./support/stub-server.ts";

/**
 * Every lead the site takes is acknowledged by email (and SMS where the dealer turns it
 * on), through the outbox, once; a refused lead sends nothing; one address gets at most
 * messages.perRecipientHourlyLimit an hour; Postmark's outage loses nothing and sends nothing twice.
 * Runs on a copy of the booking-yard fixture (Brisbane yard with opening hours, no daylight saving)
 * whose messages settings this file sets, so no other test's tenants change.
 */
useFunctionEnv();
const TENANT = "message-yard";
const tenantsDir = mkdtempSync(join(tmpdir(), "forecourt-messages-tenants-"));
cpSync(resolve("tests/fixtures/function-tenants/booking-yard"), join(tenantsDir, TENANT), { recursive: true });
const configFile = join(tenantsDir, TENANT, "tenant.json");
const config = JSON.parse(readFileSync(configFile, "utf8"));
writeFileSync(
  configFile,
  JSON.stringify({
    ...config,
    slug: TENANT,
    name: "Message Yard Motors",
    theme: { primary: "#0a3d62", logo: "/images/logo.svg" },
    messages: { smsAcknowledgements: true },
  }),
);
process.env.TENANTS_DIR = tenantsDir;
clearTenantCache();
afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));

let postmark: Stub;
let postmarkDown = false;
beforeAll(async () => {
  postmark = await startStub((req, res) => {
    if (req.headers["x-postmark-server-token"] !== "pm-token")
      return sendJson(res, 401, { ErrorCode: 10, Message: "Bad or missing Server API token." });
    if (postmarkDown) return sendJson(res, 503, { ErrorCode: 100, Message: "Maintenance" });
    sendJson(res, 200, { To: JSON.parse(req.body).To, MessageID: `pm-${postmark.requests.length}`, ErrorCode: 0 });
  });
});
afterAll(() => postmark.close());

let n = 0;
/** An enquiry about the CX-5 at the Brisbane yard; each gets its own key, address and phone. */
const enquiry = (change: Record<string, unknown> = {}) => {
  n++;
  return {
    kind: "vehicle",
    car_id: "801",
    first_name: "Ada",
    last_name: "Lovelace",
    email: `ada.${n}.${Date.now()}@example.com`,
    phone: `04123${String(n).padStart(5, "0")}`,
    comments: "Is it still available?",
    idempotency_key: `messages-${Date.now()}-${n}`,
    ...change,
  };
};
const post = (body: unknown, ip = `198.51.100.${n % 250}`) => call(leadsFn, "/api/leads", { slug: TENANT, body, ip });
const mailbox = (to: string) => localEmailsTo(TENANT, to);

forEachDatabase("messages to shoppers", (database) => {
  const db = () => database().db;
  const messagesOf = (leadId: string) => db().select().from(shopperMessages).where(eq(shopperMessages.leadId, leadId));

  it("an enquiry about a car produces exactly one email, with the car, its price, the promised time and the dealer", async () => {
    const body = enquiry();
    const { status, json } = await post(body);
    expect(status).toBe(201);
    const mails = await mailbox(body.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("We've received your enquiry – Message Yard Motors – Booking Yard Brisbane");
    expect(mail!.from).toBe('"Message Yard Motors – Booking Yard Brisbane" <no-reply@bookingyard.example>');
    expect(mail!.reply_to).toBe("sales@bookingyard.example");

    // The promise: an hour of the sales department's opening hours from when the lead was stored, on Brisbane's clock.
    const [lead] = await db().select().from(leads).where(eq(leads.id, json.lead.id));
    const tenant = await loadPublishedTenant(TENANT);
    const yard = (await tenant.feed("locations")).find((l) => l.id === "31")!;
    const promise = promisedResponseText(
      promisedResponse(answeringHours(yard.departments, "Sales")!, lead!.createdAt, "Australia/Brisbane", 60),
    );
    expect(promise).toMatch(/^by \d{1,2}:\d\d [ap]m /);
    for (const part of [mail!.text, mail!.html!]) {
      expect(part).toContain("2023 Mazda CX-5 Touring");
      expect(part).toContain("$36,990");
      expect(part).toContain(promise);
      expect(part).toContain("Message Yard Motors");
      expect(part).toContain("Brisbane City QLD 4000");
      expect(part).toContain("07 5550 4000");
      expect(part).toContain("receiving this because you sent Message Yard Motors");
    }
    expect(mail!.html).toContain("<!DOCTYPE html");
    expect(mail!.html).toContain("https://www.bookingyard.example/cars/2023-mazda-cx-5-801/");
    // The logo as a PNG through the image CDN, which Gmail and Outlook show (not the SVG).
    expect(mail!.html).toContain(
      "https://www.bookingyard.example/.netlify/images?url=%2Fimages%2Flogo.svg&amp;w=400&amp;q=75&amp;fm=png",
    );
    expect(mail!.html).not.toMatch(/src="[^"]*\.svg"/);
    expect(mail!.text).toContain("One of our sales team will call you");

    const rows = await messagesOf(json.lead.id);
    expect(rows.map((r) => [r.channel, r.purpose, r.status, r.attempts]).sort()).toEqual([
      ["email", "acknowledgement", "delivered", 1],
      ["sms", "acknowledgement", "delivered", 1],
    ]);
    // The SMS: the dealer turned them on and the shopper gave a mobile.
    const sms = await call(lastSmsFn, "/api/dev/last-sms", { slug: TENANT, query: { phone: body.phone } });
    expect(sms.json.body).toContain("Message Yard Motors – Booking Yard Brisbane: Thanks Ada");
    expect(sms.json.body).toContain(promise);

    // Read back as a developer or a browser test would.
    const last = await call(lastEmailFn, "/api/dev/last-email", { slug: TENANT, query: { to: body.email } });
    expect(last.status).toBe(200);
    expect(last.json.subject).toBe(mail!.subject);
    expect(last.json.html).toContain("$36,990");
    expect(last.json.link).toBe("https://www.bookingyard.example/cars/2023-mazda-cx-5-801/");
  });

  it("a landline gets no SMS, and a lead without a car says what it was", async () => {
    const body = enquiry({
      kind: "general",
      car_id: undefined,
      category: "Sales",
      location_id: "31",
      phone: "0733334444",
    });
    const { status, json } = await post(body);
    expect(json).toMatchObject({ created: true });
    expect(status).toBe(201);
    const rows = await messagesOf(json.lead.id);
    expect(rows.map((r) => r.channel)).toEqual(["email"]);
    const [mail] = await mailbox(body.email);
    expect(mail!.text).toContain("Thanks, Ada. We've received your enquiry.");
  });

  it("a retried or repeated delivery does not send twice", async () => {
    const body = enquiry();
    const first = await post(body);
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await mailbox(body.email)).toHaveLength(1);
    // Later scheduled runs find nothing due for it.
    const later = new Date(Date.now() + 2 * 86_400_000);
    await runMessages(db(), { now: later, slug: TENANT });
    expect(await mailbox(body.email)).toHaveLength(1);
    // The worst case: the provider took the email but the process died before recording it, so the
    // outbox sends it again. The message keeps its id, and the mailbox (as Postmark's log would) one copy.
    const [email] = (await messagesOf(first.json.lead.id)).filter((m) => m.channel === "email");
    await db()
      .update(shopperMessages)
      .set({ status: "pending", nextAttemptAt: new Date(0) })
      .where(eq(shopperMessages.id, email!.id));
    // Two workers at once: the lease gives it to one of them.
    const [a, b] = await Promise.all([
      claimDueMessages(db(), { ids: [email!.id] }),
      claimDueMessages(db(), { ids: [email!.id] }),
    ]);
    expect(a.length + b.length).toBe(1);
    await db()
      .update(shopperMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(shopperMessages.id, email!.id));
    expect((await sendMessagesNow(db(), { ids: [email!.id] })).delivered).toBe(1);
    expect(await mailbox(body.email)).toHaveLength(1);
  });

  it("a refused lead sends nothing: invalid, rate-limited, or held back as spam", async () => {
    const invalid = enquiry({ first_name: "" });
    expect((await post(invalid)).status).toBe(400);

    const limited = enquiry();
    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++)
      await hitRateLimit(db(), TENANT, `lead-ip:${addressKey(ip)}`, { max: 20, windowSeconds: 3600 });
    expect((await post(limited, ip)).status).toBe(429);

    const bot = enquiry({ website: "http://spam.example" });
    const held = await post(bot);
    expect(held.status).toBe(201);
    expect(await messagesOf(held.json.lead.id)).toEqual([]);

    for (const body of [invalid, limited, bot]) expect(await mailbox(body.email)).toEqual([]);
    const noEmail = await call(lastEmailFn, "/api/dev/last-email", { slug: TENANT, query: { to: limited.email } });
    expect(noEmail.status).toBe(404);

    // A held lead a person releases is acknowledged then, once.
    await releaseHeldLeads(db(), [held.json.lead.id]);
    await sendMessagesNow(db(), { leadIds: [held.json.lead.id] });
    expect(await mailbox(bot.email)).toHaveLength(1);
  });

  it("one address gets at most 5 acknowledgements an hour; every lead is still taken", async () => {
    const email = `flood.${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await post(enquiry({ email, phone: "0733334444" })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(await mailbox(email)).toHaveLength(5);
    const stored = await Promise.all(answers.map((a) => db().select().from(leads).where(eq(leads.id, a.json.lead.id))));
    expect(stored.every((rows) => rows.length === 1)).toBe(true);
  });

  it("the same phone gets at most 5 SMS acknowledgements an hour", async () => {
    const phone = "0499888777";
    for (let i = 0; i < 7; i++) await post(enquiry({ phone }));
    const sms = await db().select().from(shopperMessages).where(eq(shopperMessages.recipient, phone));
    expect(sms).toHaveLength(5);
  });

  it("Postmark down, then back: the email waits in the outbox and is delivered once", async () => {
    Object.assign(process.env, {
      EMAIL_PROVIDER: "postmark",
      POSTMARK_API_URL: postmark.url,
      POSTMARK_SERVER_TOKEN: "pm-token",
    });
    try {
      postmarkDown = true;
      const body = enquiry({ phone: "0733334444" });
      const { status, json } = await post(body);
      expect(status).toBe(201);
      const [waiting] = await messagesOf(json.lead.id);
      expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
      expect(waiting!.lastError).toContain("Postmark answered 503");

      // Still down at the first retry; back for the second.
      await runMessages(db(), { now: new Date(Date.now() + 61_000), slug: TENANT });
      postmarkDown = false;
      await runMessages(db(), { now: new Date(Date.now() + 7 * 60_000), slug: TENANT });
      await runMessages(db(), { now: new Date(Date.now() + 86_400_000), slug: TENANT });
      const [sent] = await messagesOf(json.lead.id);
      expect(sent).toMatchObject({ status: "delivered", attempts: 3 });

      const toShopper = postmark.requests.filter((r) => JSON.parse(r.body).To === body.email);
      expect(toShopper).toHaveLength(3); // two refused, one taken
      const taken = JSON.parse(toShopper[2]!.body);
      expect(taken).toMatchObject({
        From: '"Message Yard Motors – Booking Yard Brisbane" <no-reply@bookingyard.example>',
        To: body.email,
        ReplyTo: "sales@bookingyard.example",
        Tag: "acknowledgement",
        MessageStream: "outbound",
      });
      expect(taken.HtmlBody).toContain("2023 Mazda CX-5 Touring");
      expect(taken.TextBody).toContain("$36,990");
      expect(sent!.providerMessageId).toMatch(/^pm-/);
    } finally {
      for (const k of ["EMAIL_PROVIDER", "POSTMARK_API_URL", "POSTMARK_SERVER_TOKEN"]) delete process.env[k];
      postmarkDown = false;
    }
  });

  it("an SMS provider outage loses nothing and sends nothing twice (ClickSend's API, stubbed)", async () => {
    let down = true;
    const clicksend = await startStub((req, res) => {
      if (down) return sendJson(res, 503, { response_code: "INTERNAL_ERROR", response_msg: "down" });
      const [message] = JSON.parse(req.body).messages;
      sendJson(res, 200, {
        response_code: "SUCCESS",
        data: { messages: [{ status: "SUCCESS", message_id: `cs-${clicksend.requests.length}`, to: message.to }] },
      });
    });
    Object.assign(process.env, {
      SMS_PROVIDER: "clicksend",
      CLICKSEND_USERNAME: "dealer",
      CLICKSEND_API_KEY: "cs-key",
      CLICKSEND_API_URL: clicksend.url,
    });
    try {
      const phone = "0491570111";
      const { json } = await post(enquiry({ phone }));
      const sms = async () => (await messagesOf(json.lead.id)).find((m) => m.channel === "sms")!;
      expect(await sms()).toMatchObject({ status: "pending", attempts: 1 });
      down = false;
      await runMessages(db(), { now: new Date(Date.now() + 61_000), slug: TENANT });
      await runMessages(db(), { now: new Date(Date.now() + 86_400_000), slug: TENANT });
      expect(await sms()).toMatchObject({ status: "delivered", attempts: 2, providerMessageId: "cs-2" });
      const sent = clicksend.requests.map((r) => JSON.parse(r.body).messages[0]);
      expect(sent.map((m) => m.to)).toEqual(["+61491570111", "+61491570111"]); // one refused, one taken
      expect(sent[1].body).toContain("Message Yard Motors – Booking Yard Brisbane: Thanks Ada");
    } finally {
      for (const k of ["SMS_PROVIDER", "CLICKSEND_USERNAME", "CLICKSEND_API_KEY", "CLICKSEND_API_URL"])
        delete process.env[k];
      process.env.SMS_PROVIDER = "local";
      await clicksend.close();
    }
  });

  it("names and comments cannot add headers or recipients, or markup", async () => {
    Object.assign(process.env, {
      EMAIL_PROVIDER: "postmark",
      POSTMARK_API_URL: postmark.url,
      POSTMARK_SERVER_TOKEN: "pm-token",
    });
    try {
      // A line break in a name is refused at the form, saying why.
      const refused = await post(enquiry({ first_name: "Ada\r\nBcc: victim@example.net", phone: "0733334444" }));
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields.first_name).toBe(OWN_MESSAGES.nameOneLine);
      const body = enquiry({
        first_name: "Ada",
        last_name: "<script>alert(1)</script>",
        comments: "Hi\r\n\r\nBcc: victim@example.net\r\n<b>bold</b>",
        phone: "0733334444",
      });
      expect((await post(body)).status).toBe(201);
      const [request] = postmark.requests.filter((r) => JSON.parse(r.body).To === body.email);
      const sent = JSON.parse(request!.body);
      expect(Object.keys(sent).sort()).toEqual(
        ["From", "To", "Subject", "TextBody", "HtmlBody", "ReplyTo", "Tag", "MessageStream", "Headers"].sort(),
      );
      expect(sent.To).toBe(body.email);
      expect(sent.Headers).toEqual([{ Name: "X-Forecourt-Message", Value: expect.any(String) }]);
      for (const header of [sent.From, sent.To, sent.Subject, sent.ReplyTo]) expect(header).not.toMatch(/[\r\n]/);
      expect(request!.body).not.toContain("victim@example.net");
      expect(sent.HtmlBody).not.toContain("<script");
      expect(sent.HtmlBody).not.toContain("<b>bold");
      // An address with a second address or a header in it never gets this far.
      for (const email of ["a@example.com\r\nBcc: victim@example.net", "a@example.com, victim@example.net"])
        expect((await post(enquiry({ email }))).status).toBe(400);
    } finally {
      for (const k of ["EMAIL_PROVIDER", "POSTMARK_API_URL", "POSTMARK_SERVER_TOKEN"]) delete process.env[k];
    }
  });
});
