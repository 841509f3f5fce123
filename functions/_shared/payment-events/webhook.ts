import { inBackground } from "../platform/background.ts";
import type { Db } from "../platform/db/client.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import type { PaymentEvent } from "../platform/providers/payments/index.ts";
import { loadPublishedTenant } from "../content/overlay.ts";
import type { AfterEvent, EventWing } from "./provider-events.ts";
import { paymentsFor } from "./provider.ts";

/**
 * POST /api/payments/webhook's answer to one verified event, once the webhook has picked the wing
 * it is news for (functions/payments-webhook.ts: this shared wing knows neither wing): handled once
 * by that wing, then the wing's follow-up (lead deliveries, the shopper's SMS, a reservation's
 * stock) after the answer.
 */
export async function answerWith<After extends AfterEvent>(
  wing: EventWing<After>,
  db: Db,
  event: PaymentEvent,
  context: FunctionContext,
): Promise<{ received: true; duplicate: boolean; outcome: string }> {
  const handled = await wing.handle(db, paymentsFor(db), event, loadPublishedTenant);
  const { tenant, after } = handled;
  if (tenant && wing.hasFollowUp(after))
    inBackground(context, wing.followUpName, () => wing.followUp(db, tenant, after, context));
  console.log(`[payments] ${wing.logAs}${event.type} ${event.id}: ${handled.outcome}`);
  return { received: true, duplicate: handled.duplicate, outcome: handled.outcome };
}
