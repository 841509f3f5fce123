import type { Tx } from "../platform/db/client.ts";
import { paymentEvents } from "../platform/db/schema.ts";
import type { PaymentEvent, PaymentsProvider } from "../platform/providers/payments/index.ts";

/**
 * One payment provider event, applied once: its id is stored in the caller's transaction beside
 * what `apply` changes, so a replay (or the provider's retry after we answered) changes nothing,
 * and a failure part way stores nothing and the provider's retry applies it again. The one place
 * both wings (reservations, online payments: ./provider-events.ts `handleOnce`) record an event.
 */
export async function applyOnce<T>(
  tx: Tx,
  provider: PaymentsProvider["name"],
  event: Pick<PaymentEvent, "id" | "type">,
  now: Date,
  apply: () => Promise<T>,
): Promise<{ duplicate: true } | { duplicate: false; applied: T }> {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return { duplicate: true };
  return { duplicate: false, applied: await apply() };
}
