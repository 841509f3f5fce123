import { and, eq, gt, isNull } from "drizzle-orm";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { sameSecret } from "#lib/security/same-secret.ts";
import type { Db } from "../db/client.ts";
import { readCookie, shopperCookie } from "../http/cookies.ts";
import { sessions } from "../db/schema.ts";
import { sessionSecret } from "../env.ts";

const SESSION_COOKIE = "fc_session";
/** A signed-in shopper stays signed in for 30 days on that browser. */
const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface Session {
  id: string;
  slug: string;
  phone: string;
  contactId: string | null;
  expiresAt: Date;
}

const sign = (token: string, secret: string) => createHmac("sha256", secret).update(token).digest("base64url");
const idOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a session; returns the Set-Cookie value. Only the token's hash is stored. */
export async function createSession(
  db: Db,
  request: Request,
  input: { slug: string; phone: string; contactId: string | null },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(sessions).values({
    id: idOf(token),
    tenant: input.slug,
    phone: input.phone,
    contactId: input.contactId,
    expiresAt,
    createdAt: now,
  });
  return sessionCookie(request, `${token}.${sign(token, sessionSecret())}`, SESSION_TTL_SECONDS);
}

export function sessionCookie(request: Request, value: string, maxAge: number): string {
  return shopperCookie(request, SESSION_COOKIE, value, maxAge);
}

/** The signed-in shopper of this tenant, or null: a bad signature, an unknown, expired or revoked session, or another tenant's. */
export async function currentSession(
  db: Db,
  request: Request,
  slug: string,
  now = new Date(),
): Promise<Session | null> {
  const value = readCookie(request, SESSION_COOKIE);
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  if (!sameSecret(value.slice(dot + 1), sign(token, sessionSecret()))) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, idOf(token)),
        eq(sessions.tenant, slug),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row
    ? { id: row.id, slug: row.tenant, phone: row.phone, contactId: row.contactId, expiresAt: row.expiresAt }
    : null;
}

export async function revokeSession(db: Db, session: Session, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session.id));
}
