import bookFn from "../../functions/appointments.ts";
import slotsFn from "../../functions/appointments-slots.ts";
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Handler } from "../../functions/_shared/platform/http/define-function.ts";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import leadsFn from "../../functions/leads.ts";
import alertsFn from "../../functions/alerts.ts";
import alertsMineFn from "../../functions/alerts-mine.ts";
import { alertLinkToken } from "../../functions/_shared/alerts/links.ts";
import { ALERT_CONSENT_VERSION } from "#lib/alerts/consent.ts";
import lastEmailFn from "../../functions/dev-last-email.ts";
import onlinePaymentFn from "../../functions/online-payment.ts";
import opsStaffFn from "../../functions/ops-staff.ts";
import staffVerifyFn from "../../functions/staff-sign-in-verify.ts";
import passkeyAddFn from "../../functions/staff-passkeys-add.ts";
import passkeyOptionsFn from "../../functions/staff-passkeys-options.ts";
import passkeySignInOptionsFn from "../../functions/staff-sign-in-passkey-options.ts";
import reservationsFn from "../../functions/reservations.ts";
import { LOCAL_WEBHOOK_SECRET } from "../../functions/_shared/platform/providers/payments/local.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import { type AnyContract, BODY_LIMIT_BYTES, errorBodySchema } from "#lib/api/contract.ts";
import { CONTRACTS } from "#lib/api/index.ts";
import { NESTED_TOO_DEEPLY } from "#lib/api/json-depth.ts";
import { signStripePayload } from "#lib/payments/stripe-signature.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import {
  type CallOptions,
  call,
  OPS_SECRET,
  SMS_INBOUND_KEY,
  STOCK_HOOK_SECRET,
  sessionCookieFrom,
  useFunctionEnv,
} from "./support/harness.ts";
import { SoftAuthenticator } from "./support/soft-authenticator.ts";
import { consoleOrigin, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

/**
 * The common route tests: every contract in CONTRACTS, whatever the endpoint, refuses
 * what it must the same way and answers a valid request with its declared shape. A new endpoint
 * gets them by joining CONTRACTS and adding one example here.
 */
interface Example {
  /** A valid body (POST) or query (GET). */
  input: Record<string, unknown>;
  /** Sign in this phone first (endpoints that need a session). */
  signedIn?: string;
  /** Sign the call with this secret, as a stock hook or ops sender does. */
  signed?: string;
  /** Sign the body as Stripe signs a webhook (the local provider's secret). */
  stripeSigned?: boolean;
  /** Ask this dealer rather than two-yards (an endpoint two-yards does not offer). */
  slug?: string;
  /** Sign in this staff member to the console first, and send the site's Origin as the console's pages do. */
  staff?: string;
  /** Send the site's Origin (console writes need it). */
  sameOrigin?: boolean;
}

const SHOPPER = "0433333333";
/** Signs out in the session test (DELETE), so it has a session of its own. */
const LEAVER = "0444444444";
/** A console owner, invited by ops in beforeAll. */
const STAFF = "owner@contract.example";
/** Signs out in the sign-out test, so it has a console session of its own. */
const STAFF_LEAVER = "leaver@contract.example";
/** An owner of the dealer that takes bookings, for the console's bookings. */
const BOOKINGS_STAFF = "bookings@contract.example";
const EXAMPLES: Record<string, Example> = {
  "/api/appointments/slots": { input: { kind: "service", location_id: "31" }, slug: "booking-yard" },
  // A free service time, found in beforeAll.
  "/api/appointments": {
    input: {
      kind: "service",
      location_id: "31",
      starts_at: "LATER",
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "0455555555",
      rego: "ABC123",
    },
    slug: "booking-yard",
  },
  // The move-or-cancel link's token of a booking made in beforeAll (one to cancel, one to move).
  "/api/appointments/manage": { input: { token: "LATER" }, slug: "booking-yard" },
  "/api/appointments/cancel": { input: { token: "LATER" }, slug: "booking-yard" },
  "/api/appointments/move": { input: { token: "LATER", starts_at: "LATER" }, slug: "booking-yard" },
  "/api/check-if-contact-exists": { input: { phone_number: "0412345678" } },
  "/api/checkout-journey": { input: { car_id: "502", step: "car", answer: { confirmed: true } }, signedIn: SHOPPER },
  "/api/checkout-journeys": { input: { car_id: "502" }, signedIn: SHOPPER },
  "/api/delivery-quote": { input: { postcode: "2500", car_id: "501" } },
  "/api/dev/last-sms": { input: { phone: SHOPPER }, signedIn: SHOPPER },
  "/api/events": { input: { id: 14, payload: { location_id: "11", car_id: "501" }, page_url: "/cars/a" } },
  "/api/leads": { input: TWO_YARDS_ENQUIRY },
  "/api/miscellaneous": { input: { column_name: "trade_in", response: { value: 12000, note: "clean" } } },
  "/api/rate-limit": { input: { phone: "0412345679" } },
  "/api/reservations": {
    // The car beforeAll reserved: a shopper holds one car at a time, and asking again gets it back.
    input: { car_id: "501", first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: SHOPPER },
    signedIn: SHOPPER,
  },
  // The id of a reservation made in beforeAll.
  "/api/reservations/status": { input: { id: "LATER" } },
  "/api/reservations/cancel": { input: { id: "LATER" } },
  "/api/reservations/mine": { input: {}, signedIn: SHOPPER },
  "/api/payments/webhook": {
    input: { id: "evt_contract_1", object: "event", type: "charge.refunded", data: { object: { object: "charge" } } },
    stripeSigned: true,
  },
  "/api/ops/reservations": { input: { action: "list" }, signed: OPS_SECRET },
  "/api/ops/staff": { input: { action: "list" }, signed: OPS_SECRET },
  "/api/staff/sign-in/send": { input: { email: STAFF } },
  // A link's token is only known once sent.
  "/api/staff/sign-in/verify": { input: { token: "LATER" }, sameOrigin: true },
  "/api/staff/me": { input: {}, staff: STAFF },
  "/api/staff/sign-out": { input: {}, staff: STAFF_LEAVER, sameOrigin: true },
  "/api/dev/last-email": { input: { to: STAFF } },
  "/api/console/leads": { input: { status: "new" }, staff: STAFF },
  "/api/console/lead": { input: { id: "set in beforeAll" }, staff: STAFF },
  "/api/console/lead/update": { input: { id: "set in beforeAll", note: "Called back" }, staff: STAFF },
  "/api/console/stock": { input: { q: "hilux" }, staff: STAFF },
  "/api/console/insights": { input: { days: "30" }, staff: STAFF },
  "/api/console/insights/cars": { input: { days: "7", sort: "views" }, staff: STAFF },
  "/api/console/insights/cars.csv": { input: { days: "90", list: "aged" }, staff: STAFF },
  "/api/console/insights/merchandising": { input: {}, staff: STAFF },
  "/api/staff/weekly-summary": { input: { on: true }, staff: STAFF },
  "/api/console/stock/update": { input: { car_id: "504", state: "available" }, staff: STAFF },
  "/api/console/reservations": { input: { status: "pending" }, staff: STAFF },
  "/api/console/payments": { input: { status: "paid" }, staff: STAFF },
  "/api/console/staff": { input: {}, staff: STAFF },
  "/api/console/staff/update": {
    input: { action: "invite", email: "colleague@contract.example", role: "sales" },
    staff: STAFF,
  },
  "/api/console/audit": { input: {}, staff: STAFF },
  // The editors' content: a draft with a holiday, published, then version 1 restored (in this order).
  "/api/console/content": { input: {}, staff: STAFF },
  "/api/console/content/draft": {
    input: {
      edits: { endedOffers: {}, hours: [{ location_id: "11", date: "2026-12-26", label: "Boxing Day", closed: true }] },
    },
    staff: STAFF,
  },
  "/api/console/content/publish": { input: {}, staff: STAFF },
  // A 1×1 PNG.
  "/api/console/content/images": {
    input: { data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" },
    staff: STAFF,
  },
  "/api/console/content/restore": { input: { version: 1 }, staff: STAFF },
  // Staff passkeys: answers made in beforeAll by a software authenticator.
  "/api/staff/passkeys": { input: {}, staff: STAFF },
  "/api/staff/passkeys/options": { input: {}, staff: STAFF },
  "/api/staff/passkeys/add": { input: { response: "set in beforeAll" }, staff: STAFF },
  "/api/staff/passkeys/remove": { input: { id: "set in beforeAll" }, staff: STAFF },
  "/api/staff/push": { input: {}, staff: STAFF },
  "/api/staff/push/update": {
    input: { action: "remove", endpoint: "https://fcm.googleapis.com/fcm/send/not-this-device" },
    staff: STAFF,
  },
  "/api/staff/sign-in/passkey/options": { input: {}, sameOrigin: true },
  "/api/staff/sign-in/passkey/verify": { input: { response: "set in beforeAll" }, sameOrigin: true },
  "/api/console/appointments": { input: { date: "2026-12-05" }, staff: BOOKINGS_STAFF, slug: "booking-yard" },
  // Cancelled, or already cancelled by the shopper's own cancel test: a 200 either way.
  "/api/console/appointments/update": {
    input: { id: "set in beforeAll", action: "cancel" },
    staff: BOOKINGS_STAFF,
    slug: "booking-yard",
  },
  // Released, or already released by the cancel test before it: a 200 either way.
  "/api/console/reservations/update": { input: { id: "set in beforeAll", action: "release" }, staff: STAFF },
  "/api/online-payment": {
    input: {
      purpose: "Service invoice",
      reference: "INV-1042",
      amount: "249.50",
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: SHOPPER,
    },
  },
  // The id of a payment made in beforeAll.
  "/api/online-payment/status": { input: { id: "LATER" } },
  "/api/reviews/snap21": { input: {} },
  "/api/session": { input: {}, signedIn: LEAVER },
  "/api/sign-in/send": { input: { phone_number: "0412345680" } },
  "/api/sign-in/verify": { input: { phone_number: SHOPPER, code: "LATER" } },
  "/api/spin-to-win": { input: {}, signedIn: SHOPPER },
  "/api/watchlist": { input: {}, signedIn: SHOPPER },
  "/api/alerts": {
    input: {
      kind: "car",
      car_id: "502",
      channel: "email",
      email: "alerts@contract.example",
      consent: true,
      consent_version: ALERT_CONSENT_VERSION,
    },
  },
  // The links of an alert made in beforeAll.
  "/api/alerts/confirm": { input: { token: "set in beforeAll" } },
  "/api/alerts/unsubscribe": { input: { token: "set in beforeAll" } },
  "/api/alerts/mine": { input: {}, signedIn: SHOPPER },
  "/api/alerts/end": { input: { id: "set in beforeAll" }, signedIn: SHOPPER },
  "/api/hooks/sms-inbound": { input: { key: SMS_INBOUND_KEY, from: "+61433333333", body: "STOP" } },
  "/api/watchlist/save-car": { input: { phone_number: SHOPPER, car_id: "501" }, signedIn: SHOPPER },
  "/api/watchlist/remove-car": { input: { phone_number: SHOPPER, car_id: "501" }, signedIn: SHOPPER },
  "/api/hooks/stock": {
    input: { event_id: "contract-1", changes: [{ car_id: "501", price: 31990 }] },
    signed: STOCK_HOOK_SECRET,
  },
  "/api/stock-status": { input: { since: "2020-01-01T00:00:00.000Z" } },
  "/api/trade-in/valuation": {
    input: {
      make: "Toyota",
      model: "HiLux",
      year: 2022,
      km: 40000,
      accident_damage: false,
      mechanical_issues: false,
      service_history: "full",
      wear: "normal",
      postcode: "2150",
    },
  },
  "/api/trade-in/valuations": { input: {}, signedIn: SHOPPER },
  "/api/youx/quote": { input: { selfAssessedCreditScore: "GREAT", purchasePrice: "30000", loanTerm: 5 } },
  "/api/youx/create-customer": {
    input: {
      data: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: SHOPPER },
      additionalData: { selfAssessedCreditScore: "GREAT", purchasePrice: "30000", loanTerm: 5 },
    },
    signedIn: SHOPPER,
  },
};

// Every entry file in functions/ except the scheduled ones, the local payment page, the channel feeds and
// uploaded photos: content-images.ts is the one /api endpoint without a contract, as docs/architecture.md says
// (bytes and plain-text 404s for the image CDN, not JSON); tests/functions/console-content.test.ts covers it.
const WITHOUT_CONTRACT = [
  "outbox-retry.ts",
  "alerts-run.ts",
  "appointments-remind.ts",
  "reservations-expire.ts",
  "insights-weekly-summary.ts",
  "payments-local-checkout.ts",
  "feeds.ts",
  "content-images.ts",
];
type EntryModule = { default: Handler & { contract?: AnyContract }; config: unknown };
const load = (file: string): Promise<EntryModule> => import(/* @vite-ignore */ `../../functions/${file}`);
const FILES = readdirSync("functions").filter((f) => f.endsWith(".ts") && !WITHOUT_CONTRACT.includes(f));
const entries = new Map<string, EntryModule["default"]>();
beforeAll(async () => {
  for (const file of FILES) entries.set(file, (await load(file)).default);
});
const entryFor = (contract: AnyContract) => [...entries.values()].find((e) => e.contract === contract)!;

describe("the contract list", () => {
  it("has a contract for every function file, and a function file and an example for every contract", () => {
    for (const [file, entry] of entries)
      expect(CONTRACTS, `${file} uses a contract in CONTRACTS`).toContain(entry.contract);
    for (const contract of CONTRACTS) {
      expect(
        [...entries.values()].filter((e) => e.contract === contract),
        contract.path,
      ).toHaveLength(1);
      expect(EXAMPLES[contract.path], `an example for ${contract.path}`).toBeDefined();
    }
  });

  it.each(FILES)("%s keeps a literal config equal to its contract (Netlify reads it statically)", async (file) => {
    const mod = await load(file);
    const { path, methods } = mod.default.contract!;
    expect(mod.config).toEqual({ path, method: [...methods] });
    const literal = `export const config = { path: ${JSON.stringify(path)}, method: [${methods.map((m) => JSON.stringify(m)).join(", ")}] };`;
    expect(readFileSync(`functions/${file}`, "utf8")).toContain(literal);
  });
});

const isWrite = (method: string) => method !== "GET" && method !== "HEAD";
/** Every string leaf of a value, as a path (to replace it with a bad one). */
const stringPaths = (value: unknown, path: string[] = []): string[][] =>
  typeof value === "string"
    ? [path]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]))
      : [];
const withValue = (value: Record<string, unknown>, path: string[], replacement: unknown): Record<string, unknown> => {
  const copy = structuredClone(value);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = replacement;
  return copy;
};

forEachDatabase("common route tests", () => {
  const cookies = new Map<string, string>();
  let shopperCode = "";
  let reservationId = "";
  let onlinePaymentId = "";
  let serviceTime = "";
  const manageTokens = { cancel: "", move: "" };
  let cancelledAppointmentId = "";
  const passkeyAnswers: Record<string, unknown> = {};
  let moveTime = "";
  let staffToken = "";
  let leadId = "";
  let alertId = "";
  const siteOrigin = "http://two-yards.localhost:8888";
  /** A fresh sign-in link for a staff member (ops invites again: a link each time, no limits). */
  const staffLink = async (email: string) => {
    await call(opsStaffFn, "/api/ops/staff", {
      body: { action: "invite", email, role: "owner" },
      signWith: OPS_SECRET,
    });
    return (await call(lastEmailFn, "/api/dev/last-email", { query: { to: email } })).json.token as string;
  };
  const sendCode = async (phone: string) => {
    await call(sendFn, "/api/sign-in/send", { body: { phone_number: phone } });
    return (await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } })).json.code as string;
  };
  beforeAll(async () => {
    for (const phone of [SHOPPER, LEAVER]) {
      const code = await sendCode(phone);
      const verified = await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code } });
      cookies.set(phone, sessionCookieFrom(verified.response));
    }
    const reserved = await call(reservationsFn, "/api/reservations", {
      body: { ...EXAMPLES["/api/reservations"]!.input, car_id: "501" },
      cookie: cookies.get(SHOPPER),
    });
    reservationId = reserved.json.reservation.id;
    const payment = await call(onlinePaymentFn, "/api/online-payment", {
      body: EXAMPLES["/api/online-payment"]!.input,
    });
    onlinePaymentId = payment.json.payment.id;
    const free = await call(slotsFn, "/api/appointments/slots", {
      slug: "booking-yard",
      query: { kind: "service", location_id: "31" },
    });
    serviceTime = free.json.slots[0].starts_at;
    const lead = await call(leadsFn, "/api/leads", {
      body: { ...TWO_YARDS_ENQUIRY, idempotency_key: "contracts-console-lead" },
    });
    leadId = lead.json.lead.id;
    await call(alertsFn, "/api/alerts", {
      body: { ...EXAMPLES["/api/alerts"]!.input, email: "mine@contract.example" },
      cookie: cookies.get(SHOPPER),
    });
    alertId = (await call(alertsMineFn, "/api/alerts/mine", { cookie: cookies.get(SHOPPER) })).json.alerts[0].id;
    moveTime = free.json.slots[3].starts_at;
    for (const [which, at, phone] of [
      ["cancel", 1, "0455555556"],
      ["move", 2, "0455555557"],
    ] as const) {
      const booked = await call(bookFn, "/api/appointments", {
        slug: "booking-yard",
        body: { ...EXAMPLES["/api/appointments"]!.input, phone, starts_at: free.json.slots[at].starts_at },
      });
      manageTokens[which] = booked.json.manage_token;
      if (which === "cancel") cancelledAppointmentId = booked.json.appointment.id;
    }
    cookies.set(BOOKINGS_STAFF, await signedInStaff(BOOKINGS_STAFF, "owner", "booking-yard"));
    for (const email of [STAFF, STAFF_LEAVER]) {
      const verified = await call(staffVerifyFn, "/api/staff/sign-in/verify", {
        body: { token: await staffLink(email) },
        headers: { origin: siteOrigin },
      });
      cookies.set(email, verified.response.headers.getSetCookie()[0]!.split(";")[0]!);
    }
    // Two passkeys of the owner (one to sign in with, one to remove), and a third not yet added.
    const asOwner = { cookie: cookies.get(STAFF), headers: { origin: siteOrigin } };
    const register = async () => {
      const authenticator = new SoftAuthenticator(siteOrigin);
      const options = await call(passkeyOptionsFn, "/api/staff/passkeys/options", { ...asOwner, body: {} });
      return { authenticator, answer: authenticator.register(options.json.options) };
    };
    const [signing, removable, unadded] = [await register(), await register(), await register()];
    for (const { answer } of [signing, removable])
      await call(passkeyAddFn, "/api/staff/passkeys/add", { ...asOwner, body: { response: answer } });
    passkeyAnswers.add = unadded.answer;
    passkeyAnswers.remove = removable.authenticator.id;
    const challenge = await call(passkeySignInOptionsFn, "/api/staff/sign-in/passkey/options", {
      headers: { origin: siteOrigin },
      body: {},
    });
    passkeyAnswers.signIn = signing.authenticator.signIn(challenge.json.options);
  });

  describe.each(CONTRACTS.map((c) => [c.path, c] as const))("%s", (path, contract) => {
    const example = () => {
      const input = structuredClone(EXAMPLES[path]!.input);
      // A verification code is only known once sent (a wrong one still passes the schema).
      if (path === "/api/sign-in/verify") input.code = shopperCode || "123456";
      if (
        path === "/api/reservations/status" ||
        path === "/api/reservations/cancel" ||
        path === "/api/console/reservations/update"
      )
        input.id = reservationId;
      if (path === "/api/online-payment/status") input.id = onlinePaymentId;
      if (path === "/api/appointments") input.starts_at = serviceTime;
      if (path === "/api/appointments/manage" || path === "/api/appointments/cancel") input.token = manageTokens.cancel;
      if (path === "/api/console/appointments/update") input.id = cancelledAppointmentId;
      if (path === "/api/staff/passkeys/add") input.response = structuredClone(passkeyAnswers.add);
      if (path === "/api/staff/passkeys/remove") input.id = passkeyAnswers.remove;
      if (path === "/api/staff/sign-in/passkey/verify") input.response = structuredClone(passkeyAnswers.signIn);
      if (path === "/api/appointments/move") Object.assign(input, { token: manageTokens.move, starts_at: moveTime });
      if (path === "/api/staff/sign-in/verify") input.token = staffToken || "an-unknown-token";
      if (path === "/api/console/lead" || path === "/api/console/lead/update") input.id = leadId;
      if (path === "/api/alerts/end") input.id = alertId;
      if (path === "/api/alerts/confirm") input.token = alertLinkToken("confirm", "two-yards", alertId);
      if (path === "/api/alerts/unsubscribe") input.token = alertLinkToken("unsubscribe", "two-yards", alertId);
      return input;
    };
    const send = (method: string, input: Record<string, unknown>, extra: CallOptions = {}) => {
      const { signedIn, signed, stripeSigned, staff, sameOrigin, slug } = EXAMPLES[path]!;
      const base: CallOptions = {
        method,
        ...(slug ? { slug } : {}),
        ...(signedIn ? { cookie: cookies.get(signedIn) } : {}),
        ...(staff ? { cookie: cookies.get(staff) } : {}),
        ...(signed ? { signWith: signed } : {}),
        ...(stripeSigned
          ? {
              headers: {
                "stripe-signature": signStripePayload(
                  typeof extra.raw === "string" ? extra.raw : JSON.stringify(extra.body ?? input),
                  LOCAL_WEBHOOK_SECRET,
                  Math.floor(Date.now() / 1000),
                ),
              },
            }
          : staff || sameOrigin
            ? { headers: { origin: slug ? consoleOrigin(slug) : siteOrigin } }
            : {}),
      };
      if (method === "POST") base.body = input;
      else base.query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
      return call(entryFor(contract), path, { ...base, ...extra, headers: { ...base.headers, ...extra.headers } });
    };
    const expectError = (got: { status: number; json: unknown }, status: number) => {
      expect(got.status).toBe(status);
      expect(errorBodySchema.safeParse(got.json).success, JSON.stringify(got.json)).toBe(true);
    };

    it("answers a method it does not take with 405 and Allow", async () => {
      const got = await send("PUT", example());
      expectError(got, 405);
      expect(got.response.headers.get("allow")).toBe(contract.methods.join(", "));
    });

    it("answers a valid request with 2xx in the declared shape", async () => {
      // A verification code is good once: this one is fresh.
      if (path === "/api/sign-in/verify") shopperCode = await sendCode(SHOPPER);
      if (path === "/api/staff/sign-in/verify") staffToken = await staffLink(STAFF);
      for (const method of contract.methods) {
        const got = await send(method, example());
        expect(got.status, JSON.stringify(got.json)).toBeGreaterThanOrEqual(200);
        expect(got.status).toBeLessThan(300);
        const shape = contract.response.safeParse(got.json);
        expect(shape.success, `${method}: ${JSON.stringify(shape.error?.issues)}`).toBe(true);
        // Netlify's _headers do not reach functions; every answer carries its own.
        expect(got.response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(got.response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
      }
    });

    for (const method of contract.methods.filter(isWrite))
      it(`refuses ${method} from another site's Origin with 403`, async () => {
        expectError(await send(method, example(), { headers: { origin: "https://evil.example" } }), 403);
      });

    it("answers NUL characters in any string (and in an unknown field) with 400, never 5xx", async () => {
      const input = example();
      for (const at of [...stringPaths(input), ["unknown_extra"]]) {
        const got = await send(contract.methods[0]!, withValue(input, at, "a\u0000b"));
        expect(got.status, `${at.join(".")}: ${JSON.stringify(got.json)}`).toBe(400);
      }
    });

    it("answers wrong types in any field with 4xx, never 5xx", async () => {
      const input = example();
      for (const key of Object.keys(input)) {
        for (const bad of [[], {}, 12345, "x".repeat(300)]) {
          const got = await send(contract.methods[0]!, withValue(input, [key], bad));
          expect(got.status, `${key}=${JSON.stringify(bad).slice(0, 20)}: ${JSON.stringify(got.json)}`).toBeLessThan(
            500,
          );
        }
      }
    });

    describe.runIf(contract.methods.includes("POST"))("body", () => {
      it("answers unpaired surrogates in any string with 400", async () => {
        const input = example();
        for (const at of [...stringPaths(input), ["unknown_extra"]]) {
          for (const lone of ["\ud800", "x\udc00"]) {
            const got = await send("POST", withValue(input, at, lone));
            expect(got.status, `${at.join(".")}: ${JSON.stringify(got.json)}`).toBe(400);
          }
        }
      });

      it("answers a body over its limit with 413", async () => {
        const limit = contract.bodyLimit ?? BODY_LIMIT_BYTES;
        expectError(await send("POST", { ...example(), padding: "x".repeat(limit) }), 413);
      });

      it("answers a form post with 415 (400 where it takes form bodies: a=1 is not a valid request)", async () => {
        const raw = "a=1";
        expectError(
          await send("POST", {}, { raw, headers: { "content-type": "application/x-www-form-urlencoded" } }),
          contract.formBody ? 400 : 415,
        );
      });

      // A few thousand levels fit in a small body and overflowed the stack (500).
      it("answers a body nested thousands of levels deep (arrays, objects) with 400, never 500", async () => {
        const limit = contract.bodyLimit ?? BODY_LIMIT_BYTES;
        const rest = JSON.stringify(example()).slice(1);
        for (const [open, close] of [
          ["[", "]"],
          ['{"a":', "}"],
        ] as const) {
          // As deep as the body limit allows, up to 10,000 levels (a 413 would test nothing).
          const levels = Math.min(10_000, Math.floor((limit - rest.length - 16) / (open.length + close.length)));
          const raw = `{"deep":${open.repeat(levels)}1${close.repeat(levels)}${rest === "}" ? "" : ","}${rest}`;
          const got = await send("POST", {}, { raw, headers: { "content-type": "application/json" } });
          expectError(got, 400);
          expect(got.json.error, `${levels} levels of ${open}`).toEqual({
            code: "invalid_body",
            message: NESTED_TOO_DEEPLY,
          });
        }
      });

      it("answers malformed JSON, null and a bare string with 400", async () => {
        for (const raw of ["{not json", "null", '"text"'])
          expectError(await send("POST", {}, { raw, headers: { "content-type": "application/json" } }), 400);
      });
    });
  });
});
