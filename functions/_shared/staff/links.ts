import { and, eq, gt, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { STAFF_LINK_TTL_SECONDS } from "#lib/staff/lifetimes.ts";
import type { Db } from "../platform/db/client.ts";
import { staff, staffSignInLinks } from "../platform/db/schema.ts";
import { isProduction } from "../platform/env.ts";
import type { Tenant } from "../platform/tenant.ts";
import type { StaffRow } from "./store.ts";

/** 256 random bits: guessing is hopeless, so only a hash is stored (a database leak signs nobody in). */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new single-use link for a staff member. Earlier links stay good until used or expired: a
 * stranger asking for links to someone's address must never void the one in their inbox.
 */
export async function createSignInLink(db: Db, row: StaffRow, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffSignInLinks).values({
    tenant: row.tenant,
    staffId: row.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + STAFF_LINK_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a link: the one atomic update claims it (two clicks cannot both sign in), only for this
 * dealer, unused and unexpired, and only for a staff member not removed. The member's other unused
 * links end with it. Null for anything else, all alike.
 */
export async function consumeSignInLink(
  db: Db,
  slug: string,
  token: string,
  now = new Date(),
): Promise<StaffRow | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffSignInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffSignInLinks.tokenHash, hashToken(token)),
          eq(staffSignInLinks.tenant, slug),
          isNull(staffSignInLinks.usedAt),
          gt(staffSignInLinks.expiresAt, now),
        ),
      )
      .returning({ staffId: staffSignInLinks.staffId });
    if (!link) return null;
    const [row] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.id, link.staffId), eq(staff.tenant, slug), isNull(staff.removedAt)));
    if (!row) return null;
    await tx
      .update(staffSignInLinks)
      .set({ usedAt: now })
      .where(and(eq(staffSignInLinks.staffId, row.id), isNull(staffSignInLinks.usedAt)));
    return row;
  });
}

/**
 * Where links point: the site's public address in production (never the request's Host, which a
 * caller could set to their own domain and collect the token), the address asked locally.
 */
export function consoleBase(tenant: Tenant, request: Request): string {
  if (isProduction()) return new URL(tenant.config.siteUrl).origin;
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  // A terminal names the dealer by header at the bare local address; a browser needs its own host.
  const bare = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i.exec(host);
  return `${url.protocol}//${bare ? `${tenant.slug}.localhost${bare[2] ?? ""}` : host}`;
}

/** The link a sign-in email carries. The token rides in the fragment, so it never reaches a server log or a Referer. */
export const signInLink = (base: string, token: string): string => `${base}/console/sign-in#token=${token}`;
