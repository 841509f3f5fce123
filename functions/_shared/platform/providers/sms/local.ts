import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { smsMessages } from "../../db/schema.ts";
import type { SmsMessage, SmsProvider, SmsReceipt } from "./types.ts";

/**
 * The default provider: "sends" by storing the message and logging it, so sign-in works offline
 * on a fresh machine. Browser tests read the code through GET /api/dev/last-sms (development only).
 */
export function localSmsProvider(db: Db, log: (line: string) => void = (line) => console.log(line)): SmsProvider {
  return {
    name: "local",
    async send(message: SmsMessage): Promise<SmsReceipt> {
      const [row] = await db
        .insert(smsMessages)
        .values({ tenant: message.slug, phone: message.to, body: message.body, provider: "local" })
        .returning({ id: smsMessages.id });
      log(`[sms:local] ${message.slug} → ${message.to}: ${message.body}`);
      return { provider: "local", messageId: String(row!.id) };
    },
  };
}

export async function lastLocalSms(
  db: Db,
  slug: string,
  phone: string,
): Promise<{ body: string; createdAt: Date } | null> {
  const [row] = await db
    .select({ body: smsMessages.body, createdAt: smsMessages.createdAt })
    .from(smsMessages)
    .where(and(eq(smsMessages.tenant, slug), eq(smsMessages.phone, phone)))
    .orderBy(desc(smsMessages.id))
    .limit(1);
  return row ?? null;
}
