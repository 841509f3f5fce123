import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import checkoutFn from "../../../functions/payments-local-checkout.ts";
import lastSmsFn from "../../../functions/dev-last-sms.ts";
import sendFn from "../../../functions/sign-in-send.ts";
import verifyFn from "../../../functions/sign-in-verify.ts";
import { getDb } from "../../../functions/_shared/platform/db/client.ts";
import { localPaymentCheckouts } from "../../../functions/_shared/platform/db/schema.ts";
import type { LocalPaymentRecord } from "../../../functions/_shared/platform/providers/payments/local-store.ts";
import { call, sessionCookieFrom } from "./harness.ts";
import { startStub, type Stub } from "./stub-server.ts";

/** two-yards' CRM webhook and ADF endpoint as local stubs that accept every lead. */
export function useTwoYardsCrm(): void {
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
}

export interface Shopper {
  phone: string;
  cookie: string;
  /** Where they browse from: limits count per address too. */
  ip: string;
}

/** A new shopper signed in by SMS code, from an address of their own (so no rate limit is shared). */
export async function signedInShopper(phone: string, ip: string, slug = "two-yards"): Promise<Shopper> {
  await call(sendFn, "/api/sign-in/send", { slug, body: { phone_number: phone }, ip });
  const { json } = await call(lastSmsFn, "/api/dev/last-sms", { slug, query: { phone } });
  const verified = await call(verifyFn, "/api/sign-in/verify", {
    slug,
    body: { phone_number: phone, code: json.code },
    ip,
  });
  return { phone, cookie: sessionCookieFrom(verified.response), ip };
}

/** The local provider's card form (or its 3-D Secure answer) posted as the browser posts it. */
export const submitCheckout = (checkoutUrl: string, fields: Record<string, string>, slug?: string) =>
  call(checkoutFn, checkoutUrl, {
    slug,
    raw: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

export const checkoutIdOf = (checkoutUrl: string) => checkoutUrl.split("/").pop()!;

/** The local provider's record of a checkout, as stored. */
export async function checkoutRecord(checkoutUrl: string): Promise<LocalPaymentRecord> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(localPaymentCheckouts)
    .where(eq(localPaymentCheckouts.checkoutId, checkoutIdOf(checkoutUrl)));
  return row!.record as LocalPaymentRecord;
}
