import { getDb } from "./_shared/platform/db/client.ts";
import { isProduction } from "./_shared/platform/env.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { localCheckoutPage } from "./_shared/platform/providers/payments/local-checkout-page.ts";
import {
  CHECKOUT_EXPIRED,
  LocalPayments,
  PaymentsError,
  type SignedWebhook,
} from "./_shared/platform/providers/payments/index.ts";
import paymentsWebhook from "./payments-webhook.ts";

export const config = { path: "/payments/local-checkout/:checkoutId", method: ["GET", "POST"] };

const html = (page: string, status = 200) =>
  new Response(page, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The local payments provider's hosted checkout, so the reserve journey runs offline and
 * in browser tests. Its webhooks go to our own /api/payments/webhook handler, signed as Stripe signs
 * them. Absent (404) wherever Stripe is the provider, and always in production.
 */
export default async (request: Request): Promise<Response> => {
  const db = await getDb();
  const deliver = async (webhook: SignedWebhook) => {
    const answer = await paymentsWebhook(
      new Request(new URL("/api/payments/webhook", request.url), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": webhook.signature,
          ...Object.fromEntries([...request.headers].filter(([name]) => name === "x-forecourt-tenant")),
        },
        body: webhook.body,
      }),
    );
    if (!answer.ok) console.error(`[payments:local] webhook answered ${answer.status}: ${await answer.text()}`);
  };
  const payments = isProduction() ? null : paymentsFor(db, deliver);
  if (!(payments instanceof LocalPayments)) return html("Not found", 404);
  if (request.method !== "GET" && request.method !== "POST")
    return new Response(null, { status: 405, headers: { Allow: "GET, POST" } });

  const checkoutId = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");
  const record = await payments.readCheckout(checkoutId);
  if (!record) return html("This checkout couldn't be found.", 404);
  if (record.status !== "requires_payment" && record.status !== "failed")
    return html(localCheckoutPage(record, { step: "done", message: "This checkout is already complete." }));
  if (record.expiresAt && new Date(record.expiresAt) <= new Date())
    return html(localCheckoutPage(record, { step: "done", message: CHECKOUT_EXPIRED }), 410);
  if (request.method === "GET")
    return html(localCheckoutPage(record, { step: record.awaitingAuthentication ? "authenticate" : "card" }));

  const form = new URLSearchParams(await request.text());
  try {
    const answer = form.has("authenticate")
      ? await payments.authenticate(checkoutId, form.get("authenticate") === "approve")
      : await payments.completeCheckout(checkoutId, {
          number: form.get("number") ?? "",
          expiry: form.get("expiry") ?? "",
          cvc: form.get("cvc") ?? "",
        });
    const card = { expiry: form.get("expiry") ?? "", cvc: "" };
    switch (answer.outcome) {
      case "authorised":
      case "paid":
        return new Response(null, {
          status: 303,
          headers: { Location: answer.redirectUrl, "Cache-Control": "no-store" },
        });
      case "requires_authentication":
        return html(localCheckoutPage(record, { step: "authenticate" }));
      case "declined":
        return html(localCheckoutPage(record, { step: "card", card, declined: answer.message }), 402);
      case "invalid":
        return html(localCheckoutPage(record, { step: "card", card, errors: answer.errors }), 400);
    }
  } catch (error) {
    if (error instanceof PaymentsError)
      return html(localCheckoutPage(record, { step: "done", message: error.message }), 409);
    throw error;
  }
};
