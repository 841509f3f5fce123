import { describe, expect, it } from "vitest";
import confirmFn from "../../functions/alerts-confirm.ts";
import endFn from "../../functions/alerts-end.ts";
import mineFn from "../../functions/alerts-mine.ts";
import subscribeFn from "../../functions/alerts.ts";
import inboundFn from "../../functions/hooks-sms-inbound.ts";
import unsubscribeFn from "../../functions/alerts-unsubscribe.ts";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import { alertLinkToken } from "../../functions/_shared/alerts/links.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { ALERT_MESSAGES } from "#lib/api/alerts.ts";
import { ALERT_CONSENT_VERSION, alertConsentWording } from "#lib/alerts/consent.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, SMS_INBOUND_KEY, sessionCookieFrom, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

const carAlert = (email: string, extra: Record<string, unknown> = {}) => ({
  kind: "car",
  car_id: "501",
  channel: "email",
  email,
  consent: true,
  consent_version: ALERT_CONSENT_VERSION,
  page_url: "https://twoyards.example/cars/2023-toyota-hilux-sr5-501/",
  ...extra,
});

/** The token in the last email's button to /alerts/confirm/#token=… */
async function confirmTokenIn(email: string): Promise<string> {
  const mail = (await localEmailsTo("two-yards", email)).at(-1)!;
  const match = /\/alerts\/confirm\/#token=([^"\s)]+)/.exec(mail.text);
  return decodeURIComponent(match![1]!);
}

async function signIn(phone: string): Promise<string> {
  await call(sendFn, "/api/sign-in/send", { body: { phone_number: phone } });
  const { json } = await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } });
  return sessionCookieFrom(
    (await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code: json.code } })).response,
  );
}

forEachDatabase("alerts", () => {
  // Each database's run writes to the same local mailbox: its own addresses keep them apart.
  const run = Math.random().toString(36).slice(2, 8);
  it("needs the box ticked: an unticked or missing consent is refused with the spec's kind of message", async () => {
    for (const consent of [false, undefined, "yes"]) {
      const refused = await call(subscribeFn, "/api/alerts", { body: carAlert("ada@example.com", { consent }) });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe(ALERT_MESSAGES.consentRequired);
    }
    expect(await localEmailsTo("two-yards", "ada@example.com")).toEqual([]);
  });

  it("an email alert waits for the link in its confirmation email; the consent record keeps wording, time, page and address", async () => {
    const asked = await call(subscribeFn, "/api/alerts", {
      body: carAlert(`Grace-${run}@Example.com`),
      ip: "198.51.100.7",
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ status: "confirm_email", message: ALERT_MESSAGES.confirmEmail });
    const [mail] = await localEmailsTo("two-yards", `grace-${run}@example.com`);
    expect(mail!.subject).toMatch(/^Please confirm your alerts – /);
    expect(mail!.text).toContain("when the price of the");
    expect(mail!.text).toContain("nothing more is sent unless you confirm");

    const confirmed = await call(confirmFn, "/api/alerts/confirm", {
      body: { token: await confirmTokenIn(`grace-${run}@example.com`) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe(ALERT_MESSAGES.confirmed);
    expect(confirmed.json.alert).toMatchObject({
      kind: "car",
      car_id: "501",
      channel: "email",
      recipient: `grace-${run}@example.com`,
      status: "active",
      frequency: "instant",
      consent: {
        wording: alertConsentWording({
          kind: "car",
          dealer: "Two Yards Motors",
          item: { singular: "car", plural: "cars" },
        }),
        version: ALERT_CONSENT_VERSION,
      },
    });
  });

  it("asking again for the same address says the same and sends at most one confirmation an hour", async () => {
    for (let i = 0; i < 4; i++) {
      const asked = await call(subscribeFn, "/api/alerts", {
        body: carAlert(`hopper-${run}@example.com`),
        ip: `192.0.2.${i}`,
      });
      expect(asked.json).toEqual({ status: "confirm_email", message: ALERT_MESSAGES.confirmEmail });
    }
    expect(await localEmailsTo("two-yards", `hopper-${run}@example.com`)).toHaveLength(1);
  });

  it("the unsubscribe link ends the alert at once, and an old confirm link cannot turn it back on", async () => {
    await call(subscribeFn, "/api/alerts", { body: carAlert("lin@example.com") });
    const confirmToken = await confirmTokenIn("lin@example.com");
    const { json } = await call(confirmFn, "/api/alerts/confirm", { body: { token: confirmToken } });
    const unsubscribe = alertLinkToken("unsubscribe", "two-yards", json.alert.id);
    // A confirm token is not an unsubscribe token, nor one for another dealer.
    expect((await call(unsubscribeFn, "/api/alerts/unsubscribe", { body: { token: confirmToken } })).status).toBe(400);
    const otherDealer = alertLinkToken("unsubscribe", "bayside-ford", json.alert.id);
    expect((await call(unsubscribeFn, "/api/alerts/unsubscribe", { body: { token: otherDealer } })).status).toBe(400);

    const ended = await call(unsubscribeFn, "/api/alerts/unsubscribe", { body: { token: unsubscribe } });
    expect(ended.json).toEqual({ message: ALERT_MESSAGES.unsubscribed });
    const again = await call(confirmFn, "/api/alerts/confirm", { body: { token: confirmToken } });
    expect(again.json.alert.status).toBe("ended");
  });

  it("a mail program's one-click unsubscribe (RFC 8058: a form POST to the List-Unsubscribe address) works without any sign-in", async () => {
    await call(subscribeFn, "/api/alerts", { body: carAlert("oneclick@example.com") });
    const { json } = await call(confirmFn, "/api/alerts/confirm", {
      body: { token: await confirmTokenIn("oneclick@example.com") },
    });
    const token = alertLinkToken("unsubscribe", "two-yards", json.alert.id);
    const oneClick = await call(unsubscribeFn, "/api/alerts/unsubscribe", {
      query: { token },
      raw: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    const confirmedAgain = await call(confirmFn, "/api/alerts/confirm", {
      body: { token: await confirmTokenIn("oneclick@example.com") },
    });
    expect(confirmedAgain.json.alert.status).toBe("ended");
  });

  it("alerts by text go only to the signed-in phone, start at once, are listed in My alerts and end there", async () => {
    const bySms = { ...carAlert("x@example.com"), channel: "sms", email: undefined };
    // A dealer that has not turned SMS alerts on (messages.smsAlerts) offers email only.
    const offDealer = await call(subscribeFn, "/api/alerts", { body: bySms, slug: "one-yard" });
    expect(offDealer.status).toBe(400);
    expect(offDealer.json.error.message).toBe(ALERT_MESSAGES.noSmsAlerts);
    const anonymous = await call(subscribeFn, "/api/alerts", { body: bySms });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.message).toBe(ALERT_MESSAGES.signInForSms);

    const cookie = await signIn("0433333333");
    const asked = await call(subscribeFn, "/api/alerts", { body: bySms, cookie });
    expect(asked.json).toEqual({ status: "active", message: ALERT_MESSAGES.active });
    const mine = await call(mineFn, "/api/alerts/mine", { cookie });
    expect(mine.json.alerts).toEqual([
      expect.objectContaining({
        kind: "car",
        car_id: "501",
        channel: "sms",
        recipient: "0433333333",
        status: "active",
      }),
    ]);
    const id = mine.json.alerts[0].id;

    const stranger = await signIn("0444444444");
    expect((await call(endFn, "/api/alerts/end", { body: { id }, cookie: stranger })).status).toBe(404);
    expect((await call(mineFn, "/api/alerts/mine")).status).toBe(401);
    const ended = await call(endFn, "/api/alerts/end", { body: { id }, cookie });
    expect(ended.json.message).toBe(ALERT_MESSAGES.unsubscribed);
    expect((await call(mineFn, "/api/alerts/mine", { cookie })).json.alerts[0].status).toBe("ended");

    // A reply of STOP to the dealer's number (the SMS provider forwards it as a form) ends them too.
    await call(subscribeFn, "/api/alerts", { body: { ...bySms, car_id: "502" }, cookie });
    const inbound = (from: string, body: string, key = SMS_INBOUND_KEY) =>
      call(inboundFn, "/api/hooks/sms-inbound", {
        query: { key },
        raw: new URLSearchParams({ from, body, message_id: "m1" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    expect((await inbound("+61433333333", "STOP", "wrong-key-wrong-key-wrong-key-wrong")).status).toBe(401);
    expect((await inbound("+61433333333", "Is it still there?")).json).toEqual({ stopped: 0 });
    expect((await inbound("+61433333333", "Stop")).json).toEqual({ stopped: 1 });
    const after = (await call(mineFn, "/api/alerts/mine", { cookie })).json.alerts;
    expect(after.every((alert: { status: string }) => alert.status === "ended")).toBe(true);
  });

  it("a saved search is stored as the search, whatever its order; a search of nothing is refused", async () => {
    const search = (text: string) =>
      call(subscribeFn, "/api/alerts", {
        body: { ...carAlert(`search-${run}@example.com`), kind: "search", car_id: undefined, search: text },
        ip: "192.0.2.200",
      });
    expect((await search("?page=2&sortBy=price:asc")).json.error.message).toBe(ALERT_MESSAGES.searchRequired);
    await search("?make=Toyota&price=:35000");
    await search("?price=:35000&make=Toyota&page=3");
    expect(await localEmailsTo("two-yards", `search-${run}@example.com`)).toHaveLength(1);
  });

  it("a stranger's words never reach the confirmation: a saved search is said by the filters the dealer's stock has", async () => {
    const phishing = "URGENT: your Two Yards account is locked, call 0400 000 000 or visit evil.example/verify";
    const ask = (who: string, search: string) =>
      call(subscribeFn, "/api/alerts", {
        body: { ...carAlert(who), kind: "search", car_id: undefined, search },
        ip: "192.0.2.201",
      });
    const words = `words-${run}@example.com`;
    expect((await ask(words, `?query=${encodeURIComponent(phishing)}&make=Toyota`)).status).toBe(200);
    const filters = `filters-${run}@example.com`;
    expect(
      (await ask(filters, `?make=${encodeURIComponent(phishing)}&body=${encodeURIComponent(phishing)}`)).status,
    ).toBe(200);
    const [withWords] = await localEmailsTo("two-yards", words);
    const [withFilters] = await localEmailsTo("two-yards", filters);
    for (const mail of [withWords!, withFilters!])
      for (const part of [mail.subject, mail.text, mail.html ?? ""]) expect(part).not.toMatch(/URGENT|evil|0400 000/);
    expect(withWords!.text).toContain("matching your search (Toyota · with your search words)");
    expect(withFilters!.text).toContain("matching your search (with your other filters)");
  });

  it("a car that is not listed, stale consent wording, and too many requests from one address are refused", async () => {
    expect(
      (await call(subscribeFn, "/api/alerts", { body: carAlert("a@example.com", { car_id: "99999" }) })).status,
    ).toBe(404);
    const stale = await call(subscribeFn, "/api/alerts", {
      body: carAlert("a@example.com", { consent_version: "2020-01-01" }),
    });
    expect(stale.status).toBe(409);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await call(subscribeFn, "/api/alerts", { body: carAlert(`flood${i}@example.com`), ip: "192.0.2.99" })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("alert links", () => {
  it("a tampered token is not a link", async () => {
    const good = alertLinkToken("unsubscribe", "two-yards", "6f1c8c44-2d3a-4f4e-9a7e-0b8f2c1d3e4f");
    const { alertIdOf } = await import("../../functions/_shared/alerts/links.ts");
    expect(alertIdOf("unsubscribe", "two-yards", good)).toBe("6f1c8c44-2d3a-4f4e-9a7e-0b8f2c1d3e4f");
    expect(alertIdOf("unsubscribe", "two-yards", `${good.slice(0, -2)}xx`)).toBeNull();
    expect(alertIdOf("unsubscribe", "two-yards", "not-a-token")).toBeNull();
  });
});
