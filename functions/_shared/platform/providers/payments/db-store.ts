import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { localPaymentCheckouts } from "../../db/schema.ts";
import type { LocalPaymentRecord, LocalPaymentStore } from "./local-store.ts";

/** The local provider's sessions in Postgres, so the hosted page, the webhook and the CLI share them across processes. */
export function dbPaymentStore(db: Db): LocalPaymentStore {
  return {
    async get(checkoutId) {
      const [row] = await db
        .select({ record: localPaymentCheckouts.record })
        .from(localPaymentCheckouts)
        .where(eq(localPaymentCheckouts.checkoutId, checkoutId))
        .limit(1);
      return row ? (row.record as LocalPaymentRecord) : undefined;
    },
    async put(record) {
      const values = { checkoutId: record.checkoutId, record, updatedAt: new Date() };
      await db
        .insert(localPaymentCheckouts)
        .values(values)
        .onConflictDoUpdate({ target: localPaymentCheckouts.checkoutId, set: { record, updatedAt: values.updatedAt } });
    },
  };
}
