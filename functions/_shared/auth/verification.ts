import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH } from "../../../src/lib/forms/verification.ts";
import type { Db } from "../db/client.ts";
import { verifications } from "../db/schema.ts";
import { sessionSecret } from "../env.ts";

/** A code is good for 10 minutes and 5 guesses (the spec leaves both per dealer). */
export const CODE_TTL_SECONDS = 10 * 60;
const MAX_VERIFY_ATTEMPTS = 5;

/** Codes are stored as an HMAC: a database leak does not reveal live codes. */
function hashCode(tenant: string, phone: string, code: string, secret = sessionSecret()): string {
  return createHmac("sha256", secret).update(`${tenant}\n${phone}\n${code}`).digest("hex");
}

function generateCode(length = CODE_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/** Stores a new code for a phone; earlier unused codes stop working. */
export async function createVerification(
  db: Db,
  tenant: string,
  phone: string,
  now = new Date(),
  ttlSeconds = CODE_TTL_SECONDS,
): Promise<string> {
  const code = generateCode();
  await db.transaction(async (tx) => {
    await tx
      .update(verifications)
      .set({ consumedAt: now })
      .where(and(eq(verifications.tenant, tenant), eq(verifications.phone, phone), isNull(verifications.consumedAt)));
    await tx.insert(verifications).values({
      tenant,
      phone,
      codeHash: hashCode(tenant, phone, code),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      createdAt: now,
    });
  });
  return code;
}

type VerifyOutcome = "ok" | "invalid" | "locked";

/**
 * Checks a code against the phone's live code. Each wrong guess counts; once a code has had
 * MAX_VERIFY_ATTEMPTS wrong guesses it is locked, even for the right code. The row is locked
 * while checking so parallel guesses cannot all slip under the limit.
 */
export async function verifyCode(
  db: Db,
  tenant: string,
  phone: string,
  code: string,
  now = new Date(),
  maxAttempts = MAX_VERIFY_ATTEMPTS,
): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(verifications)
      .where(
        and(
          eq(verifications.tenant, tenant),
          eq(verifications.phone, phone),
          isNull(verifications.consumedAt),
          gt(verifications.expiresAt, now),
        ),
      )
      .orderBy(desc(verifications.createdAt))
      .limit(1)
      .for("update");
    if (!live) return "invalid";
    if (live.attempts >= maxAttempts) return "locked";
    const expected = Buffer.from(live.codeHash, "hex");
    const given = Buffer.from(hashCode(tenant, phone, code), "hex");
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.update(verifications).set({ consumedAt: now }).where(eq(verifications.id, live.id));
      return "ok";
    }
    await tx
      .update(verifications)
      .set({ attempts: sql`${verifications.attempts} + 1` })
      .where(eq(verifications.id, live.id));
    return live.attempts + 1 >= maxAttempts ? "locked" : "invalid";
  });
}
