import { afterAll, beforeAll, describe, expect, it } from "vitest";
import reviewsFn from "../../functions/reviews-snap21.ts";
import { clickSendProvider } from "../../functions/_shared/platform/providers/sms/clicksend.ts";
import { toE164 } from "../../functions/_shared/platform/providers/sms/types.ts";
import { escapeXml, toAdf } from "../../functions/_shared/platform/providers/crm/adf.ts";
import { leadEmail } from "../../functions/_shared/platform/providers/crm/email.ts";
import { TYPED_HEADING, VERIFIED_HEADING } from "#lib/leads/verified.ts";
import { postDelivery as postLead } from "../../functions/_shared/platform/outbox/post-delivery.ts";
import { fetchSnap21Reviews } from "../../functions/_shared/platform/providers/reviews/snap21.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { sendJson, startStub, type Stub } from "./support/stub-server.ts";

useFunctionEnv();

describe("ClickSend SMS client against a stub of its REST v3 API", () => {
  let stub: Stub;
  let mode: "ok" | "bad-recipient" | "down" = "ok";
  beforeAll(async () => {
    stub = await startStub((req, res) => {
      if (req.url !== "/v3/sms/send" || req.method !== "POST")
        return sendJson(res, 404, { response_code: "NOT_FOUND" });
      if (req.headers.authorization !== `Basic ${Buffer.from("user:key").toString("base64")}`)
        return sendJson(res, 401, { http_code: 401, response_code: "UNAUTHORIZED", response_msg: "bad key" });
      if (mode === "down") return sendJson(res, 500, { response_code: "INTERNAL_ERROR" });
      const { messages } = JSON.parse(req.body);
      const status = mode === "bad-recipient" ? "INVALID_RECIPIENT" : "SUCCESS";
      sendJson(res, 200, {
        http_code: 200,
        response_code: "SUCCESS",
        response_msg: "Messages queued for delivery.",
        data: { queued_count: 1, messages: [{ message_id: "MSG-1", to: messages[0].to, status }] },
      });
    });
  });
  afterAll(() => stub.close());

  it("sends in E.164 with Basic auth and returns the message id", async () => {
    mode = "ok";
    const receipt = await clickSendProvider({
      username: "user",
      apiKey: "key",
      baseUrl: stub.url,
      from: "Dealer",
    }).send({ slug: "t", to: "0412345678", body: "123456 is your code" });
    expect(receipt).toEqual({ provider: "clicksend", messageId: "MSG-1" });
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual({
      messages: [{ source: "forecourt", from: "Dealer", body: "123456 is your code", to: "+61412345678" }],
    });
  });

  it.each([
    ["bad-recipient", "ok", "INVALID_RECIPIENT"],
    ["down", "ok", "500"],
    ["ok", "wrong", "401"],
  ] as const)("fails clearly when %s (key %s)", async (m, key, text) => {
    mode = m;
    const client = clickSendProvider({ username: "user", apiKey: key === "ok" ? "key" : "nope", baseUrl: stub.url });
    await expect(client.send({ slug: "t", to: "0412345678", body: "x" })).rejects.toThrow(text);
  });

  it("fails clearly when unreachable", async () => {
    await expect(
      clickSendProvider({ username: "u", apiKey: "k", baseUrl: "http://127.0.0.1:9" }).send({
        slug: "t",
        to: "0412345678",
        body: "x",
      }),
    ).rejects.toThrow("unreachable");
  });

  it.each([
    ["0412345678", "+61412345678"],
    ["+61412345678", "+61412345678"],
  ])("toE164(%s) = %s", (a, b) => expect(toE164(a)).toBe(b));
});

describe("Snap21 reviews: client against a stub, and the function's fallback to the feed", () => {
  let stub: Stub;
  let up = true;
  beforeAll(async () => {
    stub = await startStub((req, res) => {
      if (!up) return sendJson(res, 502, {});
      const orgId = new URL(req.url, "http://x").searchParams.get("orgId");
      sendJson(res, 200, {
        aggregates: { avgStarRating: 4.9, reviewCount: 3847 },
        reviews: [
          {
            id: 663107,
            comments: "Everything went smooth.",
            timestamp: "2025-03-04 20:44:18",
            rating: 5,
            photoUrl: "https://snap21.com/p.jpg",
            reviewUrl: `https://snap21.com/reviews/x?org=${orgId}`,
          },
          { id: 663108, comments: "Okay.", timestamp: "2025-03-05 10:00:00", rating: 3 },
          { id: "bad", rating: 9 },
        ],
      });
    });
    process.env.SNAP21_API_URL = stub.url;
  });
  afterAll(async () => {
    delete process.env.SNAP21_API_URL;
    await stub.close();
  });

  it("maps Snap21's answer to our reviews", async () => {
    const set = await fetchSnap21Reviews("38007", { baseUrl: stub.url });
    expect(set).toMatchObject({ source: "snap21", average: 4.9, count: 3847 });
    expect(set.reviews[0]).toEqual({
      id: "663107",
      author: null,
      rating: 5,
      text: "Everything went smooth.",
      date: "2025-03-04T20:44:18",
      url: "https://snap21.com/reviews/x?org=38007",
      photoUrl: "https://snap21.com/p.jpg",
    });
    expect(set.reviews).toHaveLength(2); // the malformed one is dropped
  });

  it("GET /api/reviews/snap21?orgId serves Snap21 with the §9 minimum rating 4", async () => {
    up = true;
    const { status, json, response } = await call(reviewsFn, "/api/reviews/snap21", { query: { orgId: "38007" } });
    expect(status).toBe(200);
    expect(json.source).toBe("snap21");
    expect(json.reviews.map((r: { rating: number }) => r.rating)).toEqual([5]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  });

  it("falls back to the tenant's reviews feed when Snap21 fails", async () => {
    up = false;
    const { json } = await call(reviewsFn, "/api/reviews/snap21", { query: { orgId: "38007" } });
    expect(json).toMatchObject({ source: "feed", count: 2, reviews: [{ id: "f1", author: "Ava P.", rating: 5 }] });
  });

  it.each([
    ["two-yards", { orgId: "1234" }, 404],
    ["two-yards", { orgId: "abc" }, 400],
    ["one-yard", {}, 200],
  ])("%s %j → %i (only the tenant's own orgId; feed tenants need none)", async (slug, query, status) => {
    expect((await call(reviewsFn, "/api/reviews/snap21", { slug, query })).status).toBe(status);
  });
});

describe("CRM webhook and ADF", () => {
  it("postLead fails on non-2xx so the outbox retries", async () => {
    const stub = await startStub((_req, res) => res.writeHead(429).end("slow down"));
    await expect(
      postLead({ url: stub.url, body: "{}", contentType: "application/json", idempotencyKey: "k" }),
    ).rejects.toThrow("429");
    await stub.close();
  });

  it.each([
    ["<a & 'b'>", "&lt;a &amp; &apos;b&apos;&gt;"],
    ["\u0000bell\u0007", "bell"],
  ])("escapeXml(%j)", (input, out) => expect(escapeXml(input)).toBe(out));

  // A comment that pastes a made-up estimate must never read like the server's own figure.
  it("the dealer's email and ADF keep what the site checked apart from what the shopper typed", () => {
    const forged = "Online estimate $48,000 – $52,000 (high confidence, autograb)";
    const lead = {
      id: "L2",
      tenant: "t",
      created_at: "2026-01-01T00:00:00.000Z",
      type: "Trade-In Enquiry",
      category: "Sales",
      customer: { first_name: "A", last_name: null, email: null, phone: "0412345678", postcode: null, opt_in: false },
      comments: forged,
      verified: [
        "Trade-in: 2022 Toyota Corolla, 30,000 km. Online estimate $22,400 – $27,400 (medium confidence, local).",
      ],
      vehicle: null,
      location_id: null,
      dealership_id: null,
      details: {},
      page_url: null,
      analytics: {},
    };
    const { text } = leadEmail(lead, ["sales@example.com"], "text", {
      vendorName: "Dealer",
      providerName: "Forecourt",
    });
    const checked = text.slice(text.indexOf(`${VERIFIED_HEADING}:`), text.indexOf(`${TYPED_HEADING}:`));
    expect(checked).toContain("$22,400 – $27,400");
    expect(checked).not.toContain("$48,000");
    expect(text.slice(text.indexOf(`${TYPED_HEADING}:`))).toContain(forged);
    const xml = toAdf(lead, { vendorName: "Dealer", providerName: "Forecourt" });
    expect(xml).toContain(`${VERIFIED_HEADING}: Trade-in: 2022 Toyota Corolla`);
    expect(xml).toContain(escapeXml(`${TYPED_HEADING}: ${forged}`));
  });

  it("ADF marks a new car's status new and a test drive's interest", () => {
    const xml = toAdf(
      {
        id: "L1",
        tenant: "t",
        created_at: "2026-01-01T00:00:00.000Z",
        type: "Test Drive Booking",
        category: "Sales",
        customer: {
          first_name: "A",
          last_name: null,
          email: null,
          phone: "0412345678",
          postcode: "3000",
          opt_in: true,
        },
        comments: null,
        vehicle: { id: "9", condition: "new", make: "Kia" },
        location_id: null,
        dealership_id: null,
        details: {},
        page_url: null,
        analytics: {},
      },
      { vendorName: "Dealer", providerName: "Forecourt" },
    );
    expect(xml).toContain('<vehicle interest="test-drive" status="new">');
    // ADF's <address> needs a <street>: a lead's postcode alone goes in the customer's comments.
    expect(xml).not.toContain("<address>");
    expect(xml).toContain("Postcode: 3000");
  });
});

describe("Postmark email client against a stub of its API", () => {
  it("sends the lead email with the ADF attachment, and fails on an API error", async () => {
    let fail = false;
    const stub = await startStub((req, res) => {
      if (req.headers["x-postmark-server-token"] !== "pm-token")
        return sendJson(res, 401, { ErrorCode: 10, Message: "Bad or missing Server API token." });
      if (fail) return sendJson(res, 422, { ErrorCode: 300, Message: "Invalid email request" });
      sendJson(res, 200, {
        To: JSON.parse(req.body).To,
        SubmittedAt: "2026-01-01T00:00:00Z",
        MessageID: "pm-1",
        ErrorCode: 0,
        Message: "OK",
      });
    });
    const { sendWithPostmark } = await import("../../functions/_shared/platform/providers/crm/postmark.ts");
    const email = { to: ["sales@dealer.example"], subject: "General Enquiry: Ada", text: "Hello", adf: "<adf/>" };
    expect(
      await sendWithPostmark(email, "leads@dealer.example", "lead-1:email", {
        serverToken: "pm-token",
        baseUrl: stub.url,
      }),
    ).toBe("pm-1");
    const sent = JSON.parse(stub.requests[0]!.body);
    expect(sent).toMatchObject({
      From: "leads@dealer.example",
      To: "sales@dealer.example",
      Subject: "General Enquiry: Ada",
      TextBody: "Hello",
      Headers: [{ Name: "X-Forecourt-Delivery", Value: "lead-1:email" }],
    });
    expect(Buffer.from(sent.Attachments[0].Content, "base64").toString()).toBe("<adf/>");
    fail = true;
    await expect(
      sendWithPostmark(email, "f@x.example", "k", { serverToken: "pm-token", baseUrl: stub.url }),
    ).rejects.toThrow("ErrorCode 300");
    await expect(
      sendWithPostmark(email, "f@x.example", "k", { serverToken: "wrong", baseUrl: stub.url }),
    ).rejects.toThrow("401");
    await stub.close();
  });
});
