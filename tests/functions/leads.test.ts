import { and, eq } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import leadsFn from "../../functions/leads.ts";
import { getDb, useDatabase } from "../../functions/_shared/platform/db/client.ts";
import { openTestPglite } from "./support/databases.ts";
import { contacts, leadDeliveries, leads } from "../../functions/_shared/platform/db/schema.ts";
import { releaseHeldLeads } from "../../functions/_shared/leads/held.ts";
import { MESSAGES, OWN_MESSAGES } from "#lib/forms/messages.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { signedInShopper } from "./support/payments.ts";
import { startStub, type Stub } from "./support/stub-server.ts";

const { dataDir } = useFunctionEnv();
let crm: Stub;
let adf: Stub;

beforeAll(async () => {
  crm = await startStub((_req, res) => res.writeHead(200).end("ok"));
  adf = await startStub((_req, res) => res.writeHead(201).end());
  process.env.TWO_YARDS_WEBHOOK_URL = `${crm.url}/leads`;
  process.env.TWO_YARDS_WEBHOOK_SECRET = "whsec-test";
  process.env.TWO_YARDS_ADF_URL = `${adf.url}/adf`;
});
afterAll(async () => {
  await crm.close();
  await adf.close();
});

let n = 0;
/** A valid two-yards general enquiry; each call gets its own idempotency key. */
const enquiry = (change: Record<string, unknown> = {}) => ({
  ...TWO_YARDS_ENQUIRY,
  idempotency_key: `test-key-${Date.now()}-${n++}`,
  ...change,
});

forEachDatabase("POST /api/leads", (database) => {
  describe.each([
    ["§5 comments required", { comments: "" }, "comments", MESSAGES.required],
    ["§5 category required", { category: undefined }, "category", MESSAGES.required],
    ["§5 location required when shown (two sales yards)", { location_id: undefined }, "location_id", MESSAGES.required],
    ["§5 dealership required when more than one", { dealership_id: undefined }, "dealership_id", MESSAGES.required],
    ["§5 terms messages on some sites", { terms_accepted: false }, "terms_accepted", MESSAGES.required],
    ["'This is a required field.'", { first_name: "" }, "first_name", MESSAGES.required],
    ["postcode exactly 4 digits", { postcode: "30000" }, "postcode", MESSAGES.postcodeInvalid],
    ["a phone", { phone: "12" }, "phone", "Please enter a valid Australian phone number."],
    ["a location of this dealer", { location_id: "999" }, "location_id", "Please choose one of the options."],
    [
      "a dealership of this dealer",
      { dealership_id: "elsewhere" },
      "dealership_id",
      "Please choose one of the options.",
    ],
    ["a vehicle enquiry has its car", { kind: "vehicle" }, "car_id", MESSAGES.required],
    ["a reservation has its car", { kind: "reserve" }, "car_id", MESSAGES.required],
  ])("rejects a lead breaking %s", (_rule, change, field, message) => {
    it(`400 'Please fix the following errors:' with ${field}: '${message}'`, async () => {
      const { status, json } = await call(leadsFn, "/api/leads", { body: enquiry(change) });
      expect(status).toBe(400);
      expect(json.error.code).toBe("validation");
      expect(json.error.message).toBe(MESSAGES.fixErrors);
      expect(json.error.fields[field]).toBe(message);
    });
  });

  it("commits the lead, then delivers it to the webhook (signed JSON) and as ADF/XML", async () => {
    const body = enquiry({
      kind: "vehicle",
      car_id: 501,
      category: undefined,
      location_id: undefined,
      dealership_id: undefined,
      phone: "+61 412 345 678",
    });
    const { status, json, background } = await call(leadsFn, "/api/leads", { body });
    expect(status).toBe(201);
    // After the answer: one attempt at the deliveries and the acknowledgement, and the sweep that
    // gives the lead to a salesperson; the event is stored with the lead.
    expect(background).toHaveLength(2);
    const [row] = await database().db.select().from(leads).where(eq(leads.id, json.lead.id));
    expect(row).toMatchObject({
      tenant: "two-yards",
      formType: "Vehicle Enquiry",
      category: "Sales",
      phone: "0412345678",
      locationId: "11",
      dealershipId: "ty-sydney",
      // No box answered, no consent: the server never assumes a yes.
      optIn: false,
      optInWording: null,
    });
    const deliveries = await database().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, json.lead.id));
    expect(deliveries.map((d) => [d.destination, d.status, d.attempts]).sort()).toEqual([
      ["adf", "delivered", 1],
      ["crm", "delivered", 1],
    ]);

    const hook = crm.requests.find((r) => r.headers["idempotency-key"] === `${json.lead.id}:crm`)!;
    expect(hook.headers["x-forecourt-signature"]).toBe(
      `sha256=${createHmac("sha256", "whsec-test").update(hook.body).digest("hex")}`,
    );
    expect(JSON.parse(hook.body)).toMatchObject({
      id: json.lead.id,
      type: "Vehicle Enquiry",
      vehicle: { id: "501", make: "Toyota", vin: "MR0FB8CD3P0123456", stock_number: "TY501", price: 58990 },
    });
    const xml = adf.requests.find((r) => r.headers["idempotency-key"] === `${json.lead.id}:adf`)!.body;
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><id source="feed">501</id><year>2023</year><make>Toyota</make><model>HiLux</model><vin>MR0FB8CD3P0123456</vin><stock>TY501</stock><trim>SR5</trim><price type="asking" currency="AUD">58990</price><comments>Car page: https://www.twoyards.example/cars/2023-toyota-hilux-sr5-501</comments></vehicle>',
    );
    expect(xml).toContain(
      '<name part="first">Ada</name><name part="last">Lovelace</name><email>ada@example.com</email><phone type="cellphone">0412345678</phone>',
    );
    expect(xml).toMatch(/<requestdate>\d{4}-\d{2}-\d{2}T/);
    expect(xml).toContain("<vendor><vendorname>Two Yards Motors</vendorname>");
    expect(xml).toContain('<provider><name part="full">Forecourt</name>');
    expect(xml).toContain("Marketing opt-in: no (not asked)");
  });

  it("keeps the opt-in box's words with the shopper's answer, a yes only for their own tick", async () => {
    const rows = [];
    for (const opt_in of [true, false]) {
      const { json } = await call(leadsFn, "/api/leads", { body: enquiry({ opt_in }) });
      rows.push((await database().db.select().from(leads).where(eq(leads.id, json.lead.id)))[0]);
    }
    expect(rows.map((row) => [row?.optIn, row?.optInWording])).toEqual([
      [true, "Keep me up to date with offers and news"],
      [false, "Keep me up to date with offers and news"],
    ]);
  });

  it("makes a double submit one lead (same idempotency key, sequential and parallel)", async () => {
    const body = enquiry();
    const first = await call(leadsFn, "/api/leads", { body });
    const again = await call(leadsFn, "/api/leads", { body });
    const parallel = await Promise.all([1, 2, 3].map(() => call(leadsFn, "/api/leads", { body })));
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ...first.json, created: false });
    for (const p of parallel) expect(p.json.lead.id).toBe(first.json.lead.id);
    const rows = await database().db.select().from(leads).where(eq(leads.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
    expect(
      await database().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, first.json.lead.id)),
    ).toHaveLength(2);
    expect(crm.requests.filter((r) => r.headers["idempotency-key"] === `${first.json.lead.id}:crm`)).toHaveLength(1);
  });

  it("also takes the key from the Idempotency-Key header", async () => {
    const body = enquiry({ idempotency_key: undefined });
    const headers = { "idempotency-key": `hdr-${Date.now()}` };
    const a = await call(leadsFn, "/api/leads", { body, headers });
    const b = await call(leadsFn, "/api/leads", { body, headers });
    expect([a.status, b.status]).toEqual([201, 200]);
  });

  it("§4 stores a Careers Enquiry as General Enquiry / Career Enquiry", async () => {
    const { json } = await call(leadsFn, "/api/leads", {
      body: enquiry({ kind: "careers", category: undefined, details: { position: "Sales consultant" } }),
    });
    expect(json.lead).toMatchObject({ type: "General Enquiry", category: "Career Enquiry" });
    const [row] = await database().db.select().from(leads).where(eq(leads.id, json.lead.id));
    expect(row).toMatchObject({
      kind: "careers",
      formType: "General Enquiry",
      category: "Career Enquiry",
      details: { position: "Sales consultant" },
    });
  });

  it("stores SQL and HTML injection strings verbatim and escapes them in ADF", async () => {
    const evil = { first_name: "Robert'); DROP TABLE leads;--", comments: `<script>alert("x")</script> & ' " ]]>` };
    const { json } = await call(leadsFn, "/api/leads", { body: enquiry(evil) });
    const [row] = await database().db.select().from(leads).where(eq(leads.id, json.lead.id));
    expect(row!.firstName).toBe(evil.first_name);
    expect(row!.comments).toBe(evil.comments);
    const xml = adf.requests.find((r) => r.headers["idempotency-key"] === `${json.lead.id}:adf`)!.body;
    expect(xml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos; &quot; ]]&gt;");
    expect(xml).not.toContain("<script>");
  });

  it("emails a one-yard lead through the local provider (an .eml file) by default", async () => {
    const { status, json } = await call(leadsFn, "/api/leads", {
      slug: "one-yard",
      body: {
        kind: "test-drive",
        first_name: "Ed",
        last_name: "Ng",
        email: "ed@example.com",
        phone: "0400000001",
        comments: "Saturday?",
        car_id: "701",
        details: { preferred_date: "2027-02-06" },
      },
    });
    expect(status).toBe(201);
    const files = readdirSync(join(dataDir, "outbox", "one-yard"));
    const eml = files
      .map((f) => readFileSync(join(dataDir, "outbox", "one-yard", f), "utf8"))
      .find((text) =>
        Buffer.from(text.split("\r\n\r\n")[1]!.replace(/\r\n/g, ""), "base64").toString().includes(json.lead.id),
      );
    expect(eml).toContain("To: sales@oneyard.example");
  });

  it.each([
    ["malformed JSON", { raw: "{not json", headers: { "content-type": "application/json" } }, 400, "invalid_json"],
    ["an empty body", { raw: "", headers: { "content-type": "application/json" } }, 400, "invalid_json"],
    ["a JSON array", { body: [1, 2] }, 400, "invalid_body"],
    ["JSON null", { raw: "null", headers: { "content-type": "application/json" } }, 400, "invalid_body"],
    [
      "a form post",
      { raw: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } },
      415,
      "unsupported_media_type",
    ],
    ["an oversized body", { body: enquiry({ comments: "x".repeat(20_000) }) }, 413, "payload_too_large"],
    [
      "an oversized body without Content-Length",
      {
        raw: new TextEncoder().encode(JSON.stringify(enquiry({ comments: "y".repeat(40_000) }))),
        headers: { "content-type": "text/plain" },
      },
      413,
      "payload_too_large",
    ],
    ["another site's Origin", { body: enquiry(), headers: { origin: "https://evil.example" } }, 403, "cross_origin"],
    [
      "a cross-site fetch without Origin",
      { body: enquiry(), headers: { "sec-fetch-site": "cross-site" } },
      403,
      "cross_origin",
    ],
    ["GET", { method: "GET" }, 405, "method_not_allowed"],
    ["an unknown tenant", { slug: "nobody-here", body: enquiry() }, 404, "unknown_tenant"],
    ["a bad tenant slug", { slug: "../etc", body: enquiry() }, 404, "unknown_tenant"],
    [
      "deep nesting",
      { body: enquiry({ details: JSON.parse("[".repeat(200) + "]".repeat(200)) }) },
      400,
      "invalid_body",
    ],
  ] as const)("answers %s with %i { error: { code: %s } }", async (_what, options, status, code) => {
    const { status: got, json } = await call(leadsFn, "/api/leads", options as never);
    expect(got).toBe(status);
    expect(json.error.code).toBe(code);
    expect(typeof json.error.message).toBe("string");
  });

  it("keeps a lead that filled the honeypot, answers as usual, and holds it back from the CRM until released", async () => {
    const { status, json } = await call(leadsFn, "/api/leads", { body: enquiry({ website: "http://spam.example" }) });
    expect(status).toBe(201);
    const [row] = await database().db.select().from(leads).where(eq(leads.id, json.lead.id));
    expect(row!.heldReason).toBe("honeypot");
    expect(
      await database().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, json.lead.id)),
    ).toHaveLength(0);

    const queued = await releaseHeldLeads(database().db, [json.lead.id]);
    expect(queued).toHaveLength(2);
    const [released] = await database().db.select().from(leads).where(eq(leads.id, json.lead.id));
    expect(released!.heldReason).toBeNull();
    expect(await releaseHeldLeads(database().db, [json.lead.id])).toEqual([]);
  });

  it("treats an empty honeypot as a normal lead", async () => {
    const { json } = await call(leadsFn, "/api/leads", { body: enquiry({ website: "" }) });
    expect(
      await database().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, json.lead.id)),
    ).toHaveLength(2);
  });

  it("accepts 20 enquiries an hour from one IP address, then answers 429 with a plain message", async () => {
    const statuses = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await call(leadsFn, "/api/leads", { body: enquiry(), ip: "198.51.100.7" })).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const refused = await call(leadsFn, "/api/leads", { body: enquiry(), ip: "198.51.100.7" });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({ code: "too_many_enquiries", message: OWN_MESSAGES.tooManyEnquiries });
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(leadsFn, "/api/leads", { body: enquiry(), ip: "198.51.100.8" })).status).toBe(201);
  });

  it("counts by the platform's address: a rotated x-nf-client-connection-ip header does not reset the limit", async () => {
    const from = (i: number) => ({ ip: "198.51.100.9", headers: { "x-nf-client-connection-ip": `10.0.0.${i}` } });
    for (let i = 0; i < 20; i++)
      expect((await call(leadsFn, "/api/leads", { body: enquiry(), ...from(i) })).status).toBe(201);
    expect((await call(leadsFn, "/api/leads", { body: enquiry(), ...from(99) })).status).toBe(429);
  });

  it("an anonymous lead never overwrites a verified contact's name and email; the owner signed in does", async () => {
    const ip = "198.51.100.77"; // its own address: the per-address lead limit is another test's
    const owner = await signedInShopper("0455000111", ip);
    const someoneElse = await signedInShopper("0455000222", ip);
    const lead = (details: Record<string, unknown>, cookie?: string) =>
      call(leadsFn, "/api/leads", { body: enquiry({ phone: "0455 000 111", ...details }), ip, cookie });
    const contact = async (phone: string) => {
      const [row] = await (await getDb())
        .select()
        .from(contacts)
        .where(and(eq(contacts.tenant, "two-yards"), eq(contacts.phone, phone)));
      return row && { firstName: row.firstName, lastName: row.lastName, email: row.email, verified: !!row.verifiedAt };
    };

    // Verified by sign-in, no name yet: a stranger's lead naming the phone sets nothing.
    expect((await lead({ first_name: "Mallory", last_name: "M", email: "mallory@evil.example" })).status).toBe(201);
    expect(await contact("0455000111")).toEqual({ firstName: null, lastName: null, email: null, verified: true });

    expect(
      (await lead({ first_name: "Grace", last_name: "Hopper", email: "grace@example.com" }, owner.cookie)).status,
    ).toBe(201);
    const grace = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", verified: true };
    expect(await contact("0455000111")).toEqual(grace);

    // Anonymous, or signed in as another phone: the lead is taken as sent, the contact is not changed.
    const anonymous = await lead({ first_name: "Mallory", last_name: "M", email: "mallory@evil.example" });
    expect(anonymous.status).toBe(201);
    expect(await lead({ first_name: "Eve", email: "eve@evil.example" }, someoneElse.cookie)).toMatchObject({
      status: 201,
    });
    expect(await contact("0455000111")).toEqual(grace);
    const [stored] = await (await getDb()).select().from(leads).where(eq(leads.id, anonymous.json.lead.id));
    expect(stored).toMatchObject({ firstName: "Mallory", email: "mallory@evil.example" });

    // The owner may change their own details.
    await lead({ first_name: "Grace", last_name: "Hopper", email: "grace@navy.example" }, owner.cookie);
    expect((await contact("0455000111"))!.email).toBe("grace@navy.example");

    // A phone nobody verified: newer details still fill in, as before.
    await lead({ phone: "0455 000 333", first_name: "Ada", email: "ada@example.com" });
    await lead({ phone: "0455 000 333", first_name: "Augusta", email: "augusta@example.com" });
    expect(await contact("0455000333")).toMatchObject({
      firstName: "Augusta",
      email: "augusta@example.com",
      verified: false,
    });
  });

  it("accepts its own Origin", async () => {
    const { status } = await call(leadsFn, "/api/leads", {
      body: enquiry(),
      headers: { origin: "http://two-yards.localhost:8888" },
    });
    expect(status).toBe(201);
  });
});

describe("POST /api/leads when the database is down", () => {
  it("answers 503 'Lead submission failed' and leaves nothing half-written", async () => {
    const broken = await openTestPglite();
    await broken.close();
    useDatabase(broken);
    try {
      const { status, json } = await call(leadsFn, "/api/leads", { body: enquiry() });
      expect(status).toBe(503);
      expect(json.error).toEqual({ code: "lead_failed", message: MESSAGES.leadFailed });
    } finally {
      useDatabase(null);
    }
  }, 120_000); // opens a PGlite of its own: slow on a busy 2-core machine
});
