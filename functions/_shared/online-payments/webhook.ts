import { inBackground } from "../background.ts";
import type { Db } from "../db/client.ts";
import type { FunctionContext } from "../http/define-function.ts";
import { paymentsFor } from "../payments.ts";
import type { PaymentEvent } from "../providers/payments/index.ts";
import { loadTenant } from "../tenant.ts";
import { followUpPayment, handleOnlinePaymentEvent } from "./lifecycle.ts";

/**
 * POST /api/payments/webhook for an online payment's event: its metadata says `kind:
 * "online_payment"`, or it is a refund or dispute naming an online payment's PaymentIntent
 * (../payment-event-owner.ts; the signature already checked). Handled once, then the lead
 * deliveries (and, once paid, the SMS receipt) after the answer.
 */
export async function onlinePaymentWebhook(
  db: Db,
  event: PaymentEvent,
  context: FunctionContext,
): Promise<{ received: true; duplicate: boolean; outcome: string }> {
  const handled = await handleOnlinePaymentEvent(db, paymentsFor(db), event, loadTenant);
  const { tenant, after } = handled;
  if (tenant && (after.deliveryIds.length || after.receipt))
    inBackground(context, "online payment follow-up", () => followUpPayment(db, after, tenant));
  console.log(`[payments] online payment ${event.type} ${event.id}: ${handled.outcome}`);
  return { received: true, duplicate: handled.duplicate, outcome: handled.outcome };
}
