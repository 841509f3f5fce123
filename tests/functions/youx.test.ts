import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import createCustomerFn from "../../functions/youx-create-customer.ts";
import quoteFn from "../../functions/youx-quote.ts";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import { youxPartner } from "../../functions/_shared/platform/providers/youx/http.ts";
import { localQuote, QUOTE_MESSAGES } from "#lib/finance/quote.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, sessionCookieFrom, useFunctionEnv } from "./support/harness.ts";
import { sendJson, startStub, type Stub } from "./support/stub-server.ts";

useFunctionEnv();

const quoteBody = {
  selfAssessedCreditScore: "GREAT",
  purchasePrice: "30000",
  loanTerm: 5,
  year: 2021,
  vin: "JTMBFREV60D123456",
  nvic: "0B9J22",
  whoIsHelping: "Sam",
};
const applicant = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" };
const goodQuote = { weeklyRepaymentAmount: 142.5, advertisedRate: 8.49, comparisonRate: 9.12 };

type Mode = "ok" | "error" | "slow" | "not-json" | "bad-quote" | "no-redirect";
let mode: Mode = "ok";
let stub: Stub;
beforeAll(async () => {
  stub = await startStub(async (req, res) => {
    // No keep-alive: a socket left over from a timed-out request must not be reused by the next test.
    res.setHeader("Connection", "close");
    if (req.headers.authorization !== "Bearer test-key") return sendJson(res, 401, { message: "bad key" });
    if (mode === "slow") await new Promise((r) => setTimeout(r, 6000));
    if (mode === "error") return sendJson(res, 500, { message: "upstream down" });
    if (mode === "not-json") {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<html>maintenance</html>");
    }
    if (req.url === "/quick-quote")
      return sendJson(res, 200, mode === "bad-quote" ? { weeklyRepaymentAmount: "lots" } : goodQuote);
    if (req.url === "/customers")
      return sendJson(
        res,
        200,
        mode === "no-redirect" ? { id: "c1" } : { redirectUrl: "https://apply.youx.example/c/abc" },
      );
    sendJson(res, 404, {});
  });
});
afterAll(() => stub.close());
afterEach(() => {
  mode = "ok";
  delete process.env.FINANCE_PROVIDER;
  delete process.env.YOUX_API_URL;
  delete process.env.YOUX_API_KEY;
  delete process.env.YOUX_TIMEOUT_MS;
});

const client = (key = "test-key") => youxPartner({ baseUrl: stub.url, apiKey: key, timeoutMs: 3000 });
const parsedQuote = { selfAssessedCreditScore: "GREAT" as const, purchasePrice: 30_000, loanTerm: 5 };
const ctx = { slug: "t", siteOrigin: "http://t.localhost" };
const parsedCustomer = { data: { ...applicant, phone: "0412345678" }, additionalData: parsedQuote };

describe("YouX client against a local stub of its API", () => {
  it("posts the quote fields with the bearer key and returns the quote", async () => {
    expect(await client().quote(parsedQuote)).toEqual(goodQuote);
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual(parsedQuote);
  });
  it("creates a customer and returns its https redirect", async () => {
    expect(await client().createCustomer(parsedCustomer, ctx)).toEqual({
      redirectUrl: "https://apply.youx.example/c/abc",
    });
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual(parsedCustomer);
  });
  it.each([
    ["error", "answered 500"],
    ["slow", "timed out after 3000 ms"],
    ["not-json", "not JSON"],
    ["bad-quote", "unusable quote: weeklyRepaymentAmount"],
  ] as const)("fails clearly on a quote when the partner is %s", async (m, text) => {
    mode = m;
    await expect(client().quote(parsedQuote)).rejects.toThrow(text);
  });
  it("fails on a customer answer without a redirect URL", async () => {
    mode = "no-redirect";
    await expect(client().createCustomer(parsedCustomer, ctx)).rejects.toThrow("without an https redirectUrl");
  });
  it("fails clearly with a wrong key and when unreachable", async () => {
    await expect(client("nope").quote(parsedQuote)).rejects.toThrow("answered 401");
    await expect(youxPartner({ baseUrl: "http://127.0.0.1:9", apiKey: "k" }).quote(parsedQuote)).rejects.toThrow(
      "unreachable",
    );
  });
});

const useStubPartner = () => {
  process.env.FINANCE_PROVIDER = "youx";
  process.env.YOUX_API_URL = stub.url;
  process.env.YOUX_API_KEY = "test-key";
  process.env.YOUX_TIMEOUT_MS = "3000";
};

let seq = 0;
const newPhone = () => `04${String(20_000_000 + (Date.now() % 1_000_000) * 10 + seq++).slice(-8)}`;

forEachDatabase("POST /api/youx/quote", () => {
  it("quotes offline from our own math by default", async () => {
    const { status, json } = await call(quoteFn, "/api/youx/quote", { body: quoteBody });
    expect(status).toBe(200);
    expect(json).toEqual(localQuote(parsedQuote));
  });

  it.each([
    [{ ...quoteBody, purchasePrice: "9999" }, QUOTE_MESSAGES.priceRange],
    [{ ...quoteBody, purchasePrice: "200001" }, QUOTE_MESSAGES.priceRange],
    [{ ...quoteBody, purchasePrice: "30,000" }, QUOTE_MESSAGES.priceDigits],
    [{ ...quoteBody, purchasePrice: undefined }, MESSAGES.required],
    [{ ...quoteBody, loanTerm: 0 }, QUOTE_MESSAGES.termRange],
    [{ ...quoteBody, loanTerm: 8 }, QUOTE_MESSAGES.termRange],
    [{ ...quoteBody, selfAssessedCreditScore: "OK" }, QUOTE_MESSAGES.creditScore],
    [{ ...quoteBody, year: "soon" }, "Year must be a number such as 2021."],
    [{ ...quoteBody, vin: "123" }, "A VIN is 17 letters and digits."],
    [{ ...quoteBody, nvic: "NV-1" }, "An NVIC is up to 10 letters and digits."],
    [{ ...quoteBody, whoIsHelping: "x".repeat(101) }, "This is too long."],
  ])("400 for %j: '%s'", async (body, message) => {
    const { status, json } = await call(quoteFn, "/api/youx/quote", { body });
    expect(status).toBe(400);
    expect(json.error.message).toBe(message);
  });

  it("lists every problem when several fields are wrong", async () => {
    const { status, json } = await call(quoteFn, "/api/youx/quote", { body: { purchasePrice: "1", loanTerm: 9 } });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({
      message: MESSAGES.fixErrors,
      fields: {
        purchasePrice: QUOTE_MESSAGES.priceRange,
        loanTerm: QUOTE_MESSAGES.termRange,
        selfAssessedCreditScore: QUOTE_MESSAGES.creditScore,
      },
    });
  });

  it("passes the real partner's quote through", async () => {
    useStubPartner();
    const { status, json } = await call(quoteFn, "/api/youx/quote", { body: quoteBody });
    expect(status).toBe(200);
    expect(json).toEqual(goodQuote);
  });

  it.each(["error", "slow", "not-json", "bad-quote"] as const)(
    "answers 502 'Failed to get YouX quick quote' when the partner is %s",
    async (m) => {
      useStubPartner();
      mode = m;
      const { status, json } = await call(quoteFn, "/api/youx/quote", { body: quoteBody });
      expect(status).toBe(502);
      expect(json.error).toEqual({ code: "quote_failed", message: "Failed to get YouX quick quote" });
    },
  );

  it("refuses other methods and malformed JSON", async () => {
    expect((await call(quoteFn, "/api/youx/quote")).status).toBe(405);
    expect(
      (await call(quoteFn, "/api/youx/quote", { raw: "{", headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
  });
});

forEachDatabase("POST /api/youx/create-customer", () => {
  async function signedIn(phone: string): Promise<string> {
    await call(sendFn, "/api/sign-in/send", { body: { phone_number: phone } });
    const { json } = await call(lastSmsFn, "/api/dev/last-sms", { query: { phone } });
    const verified = await call(verifyFn, "/api/sign-in/verify", { body: { phone_number: phone, code: json.code } });
    return sessionCookieFrom(verified.response);
  }
  const body = (phone: string, patch: Record<string, unknown> = {}) => ({
    data: { ...applicant, phone },
    additionalData: { ...quoteBody, car_id: "101" },
    ...patch,
  });

  it("creates the customer locally for the verified phone and returns our confirmation page", async () => {
    const phone = newPhone();
    const cookie = await signedIn(phone);
    const { status, json } = await call(createCustomerFn, "/api/youx/create-customer", { body: body(phone), cookie });
    expect(status).toBe(200);
    expect(json.redirectUrl).toMatch(/^\/finance\/pre-approved\?ref=[0-9A-F]{8}&car_id=101$/);
  });

  it("401 without a verified phone, 403 for another phone", async () => {
    const phone = newPhone();
    expect((await call(createCustomerFn, "/api/youx/create-customer", { body: body(phone) })).status).toBe(401);
    const cookie = await signedIn(phone);
    const other = await call(createCustomerFn, "/api/youx/create-customer", { body: body(newPhone()), cookie });
    expect(other.status).toBe(403);
  });

  it.each([
    [
      { data: { ...applicant, phone: "0412345678", email: "nope" } },
      "data.email",
      "Please enter a valid email address.",
    ],
    [{ data: { ...applicant, phone: "123" } }, "data.phone", "Please enter a valid Australian phone number."],
    [{ data: { last_name: "L", email: "a@b.co", phone: "0412345678" } }, "data.first_name", MESSAGES.required],
    [
      { additionalData: { ...quoteBody, purchasePrice: "5000" } },
      "additionalData.purchasePrice",
      QUOTE_MESSAGES.priceRange,
    ],
    [{ additionalData: { ...quoteBody, loanTerm: 10 } }, "additionalData.loanTerm", QUOTE_MESSAGES.termRange],
    [{ additionalData: undefined }, "additionalData", MESSAGES.required],
  ])("400 for %j", async (patch, field, message) => {
    const { status, json } = await call(createCustomerFn, "/api/youx/create-customer", {
      body: body("0412345678", patch),
    });
    expect(status).toBe(400);
    expect(json.error.fields[field]).toBe(message);
  });

  it("passes the real partner's redirect through, and answers the spec's message when it fails", async () => {
    const phone = newPhone();
    const cookie = await signedIn(phone);
    useStubPartner();
    expect((await call(createCustomerFn, "/api/youx/create-customer", { body: body(phone), cookie })).json).toEqual({
      redirectUrl: "https://apply.youx.example/c/abc",
    });
    for (const m of ["no-redirect", "error", "slow", "not-json"] as const) {
      mode = m;
      const { status, json } = await call(createCustomerFn, "/api/youx/create-customer", { body: body(phone), cookie });
      expect(status).toBe(502);
      expect(json.error.message).toBe("Failed to create customer or no redirect URL received.");
    }
  });
});
