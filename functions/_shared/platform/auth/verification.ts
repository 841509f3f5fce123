import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { createHmac, randomInt } from "node:crypto";
import { sameSecret } from "#lib/security/same-secret.ts";
import { CODE_LENGTH } from "#lib/forms/verification.ts";
import type { Db } from "../db/client.ts";
import { verifications } from "../db/schema.ts";
import { sessionSecret } from "../env.ts";

/**
 * A code is good for 10 minutes (the spec leaves it per dealer) and 5 wrong guesses from the address
 * that asked for it plus 5 from all other addresses together: a stranger can spend the
 * others' share but never its owner's. So no code is tried more than 10 times, a 1 in 100,000 chance
 * at 6 digits, and codes per phone are capped by the send limits (rate-limit.ts).
 */
export const CODE_TTL_SECONDS = 10 * 60;
const MAX_VERIFY_ATTEMPTS = 5;

/** Codes are stored as an HMAC: a database leak does not reveal live codes. */
function hashCode(slug: string, phone: string, code: string, secret = sessionSecret()): string {
  return createHmac("sha256", secret).update(`${slug}\n${phone}\n${code}`).digest("hex");
}

function generateCode(length = CODE_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}

/**
 * Stores a new code for a phone. Earlier codes stay good until they expire or one signs in:
 * the shopper who asks again may type the code that arrives first, and a phone flooded
 * by strangers' requests holds codes its owner can use.
 */
export async function createVerification(
  db: Db,
  slug: string,
  phone: string,
  clientKey: string,
  now = new Date(),
  ttlSeconds = CODE_TTL_SECONDS,
): Promise<string> {
  const code = generateCode();
  await db.insert(verifications).values({
    tenant: slug,
    phone,
    clientKey,
    codeHash: hashCode(slug, phone, code),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
  });
  return code;
}

type VerifyOutcome = "ok" | "invalid" | "locked";

/**
 * Checks a code against every live code of the phone that still takes guesses from this address
 * (the owner may verify from another address than the one that asked). A wrong guess counts
 * against each of them, in the guesser's share; when no share is left the answer is "locked",
 * even for the right code. The rows are locked while checking so parallel guesses cannot all slip
 * under the limit. A right code signs in and ends all the phone's live codes.
 */
export async function verifyCode(
  db: Db,
  slug: string,
  phone: string,
  code: string,
  clientKey: string,
  now = new Date(),
  maxAttempts = MAX_VERIFY_ATTEMPTS,
): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const live = await tx
      .select()
      .from(verifications)
      .where(
        and(
          eq(verifications.tenant, slug),
          eq(verifications.phone, phone),
          isNull(verifications.consumedAt),
          gt(verifications.expiresAt, now),
        ),
      )
      .for("update");
    const used = (row: (typeof live)[number]) => (row.clientKey === clientKey ? row.attempts : row.otherAttempts);
    const open = live.filter((row) => used(row) < maxAttempts);
    if (open.length === 0) return live.length > 0 ? "locked" : "invalid";
    const given = hashCode(slug, phone, code);
    const match = open.find((row) => sameSecret(given, row.codeHash));
    if (match) {
      await tx
        .update(verifications)
        .set({ consumedAt: now })
        .where(
          inArray(
            verifications.id,
            live.map((row) => row.id),
          ),
        );
      return "ok";
    }
    const own = open.filter((row) => row.clientKey === clientKey).map((row) => row.id);
    const others = open.filter((row) => row.clientKey !== clientKey).map((row) => row.id);
    if (own.length)
      await tx
        .update(verifications)
        .set({ attempts: sql`${verifications.attempts} + 1` })
        .where(inArray(verifications.id, own));
    if (others.length)
      await tx
        .update(verifications)
        .set({ otherAttempts: sql`${verifications.otherAttempts} + 1` })
        .where(inArray(verifications.id, others));
    return open.every((row) => used(row) + 1 >= maxAttempts) ? "locked" : "invalid";
  });
}
