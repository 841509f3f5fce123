import type { PaymentStatus } from "./types.ts";

export interface LocalPaymentRecord {
  checkoutId: string;
  paymentId: string;
  status: PaymentStatus;
  /** A 3-D Secure card was entered; the page now asks the shopper to approve it. */
  awaitingAuthentication: boolean;
  amountCents: number;
  currency: string;
  carName: string;
  reservationId: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  lastError?: string;
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
