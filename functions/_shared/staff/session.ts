import { and, eq, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { AnyContract } from "#lib/api/contract.ts";
import { lastSeenDue, sessionState, STAFF_SESSION_MAX_SECONDS } from "#lib/staff/lifetimes.ts";
import { can, type Permission, type StaffRole } from "#lib/staff/roles.ts";
import { type Db, getDb } from "../platform/db/client.ts";
import { staff, staffPushSubscriptions, staffSessions } from "../platform/db/schema.ts";
import type { Call } from "../platform/http/define-function.ts";
import { readCookie } from "../platform/http/cookies.ts";
import { commonError, forbidden, HttpError } from "../platform/http/errors.ts";
import type { StaffRow } from "./store.ts";

/**
 * __Host-: the browser keeps it only if Secure, Path=/ and no Domain, so no subdomain (another
 * dealer's site on a shared parent domain, a preview) can set or read it. SameSite=Strict: never
 * sent from another site, not even on a link. Browsers take Secure cookies from http://localhost.
 */
export const STAFF_COOKIE = "__Host-forecourt_staff";

const idOf = (token: string) => createHash("sha256").update(token).digest("hex");

export const staffCookie = (value: string, maxAge: number) =>
  `${STAFF_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;

/** Starts a console session; returns the Set-Cookie value. Only the token's hash is stored. */
export async function createStaffSession(db: Db, row: StaffRow, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(staffSessions)
    .values({ id: idOf(token), tenant: row.tenant, staffId: row.id, createdAt: now, lastSeenAt: now });
  return staffCookie(token, STAFF_SESSION_MAX_SECONDS);
}

export interface StaffSession {
  sessionId: string;
  staff: StaffRow;
  role: StaffRole;
}

/**
 * The signed-in staff member of this dealer, or null: no cookie, an unknown or ended session,
 * another dealer's, one idle or too old (lifetimes.ts), or a removed member's.
 */
export async function currentStaff(
  db: Db,
  request: Request,
  slug: string,
  now = new Date(),
): Promise<StaffSession | null> {
  const token = readCookie(request, STAFF_COOKIE);
  if (!token) return null;
  const [found] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, idOf(token)),
        eq(staffSessions.tenant, slug),
        eq(staff.tenant, slug),
        isNull(staffSessions.revokedAt),
        isNull(staff.removedAt),
      ),
    )
    .limit(1);
  if (!found) return null;
  const { session, member } = found;
  if (sessionState(now, session.createdAt, session.lastSeenAt) !== "live") return null;
  if (lastSeenDue(now, session.lastSeenAt))
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
  return { sessionId: session.id, staff: member, role: member.role as StaffRole };
}

export async function endStaffSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
  // A device signed out of stops showing that person's leads (a shared tablet, a handed-back phone).
  await db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.sessionId, sessionId));
}

/**
 * The origins a console write may come from: the site's public address, or the address the
 * request was sent to (the local server, a deploy preview).
 */
function siteOrigins(request: Request, siteUrl: string): string[] {
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  return [new URL(siteUrl).origin, `${proto}://${request.headers.get("host") ?? url.host}`.toLowerCase()];
}

/**
 * Console writes must carry an Origin, and it must be the site's. Stricter than the shared check
 * (define-function.ts lets a missing Origin through for tools like curl): console writes come only
 * from the console's own pages, and SameSite=Strict plus this leaves no way round.
 */
export async function requireSameOrigin(call: Pick<Call<AnyContract>, "request" | "site">): Promise<void> {
  const { request } = call;
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("origin")?.toLowerCase();
  if (!origin || !siteOrigins(request, (await call.site()).config.siteUrl).includes(origin))
    throw commonError("cross_origin", "Console changes are accepted only from the console's own pages.");
}

export const SIGN_IN_TO_CONSOLE = "Please sign in to the console to continue.";

/**
 * For console endpoints: the signed-in staff member of this dealer, after the Origin check on
 * writes, with the permission the endpoint needs (none: any staff member). 401 when nobody
 * usable is signed in (all reasons alike), 403 when their role does not allow it.
 */
export async function requireStaff(
  call: Pick<Call<AnyContract>, "request" | "site" | "slug">,
  permission?: Permission,
): Promise<StaffSession> {
  await requireSameOrigin(call);
  const signedIn = await currentStaff(await getDb(), call.request, call.slug);
  if (!signedIn) throw new HttpError(401, "unauthorized", SIGN_IN_TO_CONSOLE);
  if (permission && !can(signedIn.role, permission))
    throw forbidden(`Your role (${signedIn.role}) does not allow this. Ask the dealer's owner.`);
  return signedIn;
}
