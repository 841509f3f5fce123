import type { PaymentStatus } from "./types.ts";

export interface LocalPaymentRecord {
  checkoutId: string;
  paymentId: string;
  status: PaymentStatus;
  /** A 3-D Secure card was entered; the page now asks the shopper to approve it. */
  awaitingAuthentication: boolean;
  amountCents: number;
  currency: string;
  /** What the page says is paid for: the car (a deposit) or the payment's description. */
  carName: string;
  /** Our id of what is paid for (a reservation, or an online payment): the session's client_reference_id. */
  reservationId: string;
  /** "payment": an immediate payment, captured as the shopper pays; absent: a deposit hold (manual capture). */
  kind?: "payment";
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** ISO time after which the page takes no payment (a deposit's reservation lapsed), or when it was expired. */
  expiresAt?: string;
  lastError?: string;
  /** Refunded so far (refund(), standing in for the provider's dashboard). */
  refundedCents?: number;
}

/** Where sessions live: in memory for tests, Postgres for the local server (next step). */
export interface LocalPaymentStore {
  get(checkoutId: string): Promise<LocalPaymentRecord | undefined>;
  put(record: LocalPaymentRecord): Promise<void>;
}

export function memoryPaymentStore(): LocalPaymentStore {
  const records = new Map<string, LocalPaymentRecord>();
  return {
    async get(id) {
      const record = records.get(id);
      return record && structuredClone(record);
    },
    async put(record) {
      records.set(record.checkoutId, structuredClone(record));
    },
  };
}
