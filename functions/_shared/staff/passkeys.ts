import { createHmac, randomBytes } from "node:crypto";
import { sameSecret } from "#lib/security/same-secret.ts";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { StaffPasskey } from "#lib/api/staff-passkeys.ts";
import { formatDayMonthYear } from "#lib/format/date.ts";
import type { Db } from "../platform/db/client.ts";
import { staff, staffPasskeyChallengesUsed, staffPasskeys } from "../platform/db/schema.ts";
import { sessionSecret } from "../platform/env.ts";
import type { Tenant } from "../platform/tenant.ts";
import type { StaffRow } from "./store.ts";

/**
 * Staff passkeys (WebAuthn). A challenge is not stored: it is signed (SESSION_SECRET)
 * with what it is for, the dealer, the staff member and when it expires, so asking for one writes
 * nothing. An answered challenge is recorded until it expires, so no answer counts twice. The
 * relying party is the host the console was opened on (the site's own domain in production), and
 * a passkey is this dealer's only: another dealer's site is another relying party.
 */

export const PASSKEY_CHALLENGE_SECONDS = 300;

/**
 * EdDSA, ES256 and RS256: what every passkey provider makes. The library's default also offers
 * ML-DSA, which Chromium then prefers: signatures of 3 KB, verified by Node's still-experimental
 * post-quantum crypto. Not until that is stable.
 */
const ALGORITHMS = [-8, -7, -257];

type Purpose = "register" | "sign-in";
interface Challenge {
  purpose: Purpose;
  slug: string;
  /** The staff member adding a passkey; "-" for a sign-in (anyone of the dealer's staff). */
  staffId: string;
  expiresAt: number;
  nonce: string;
}

/** Where the console page runs: the Origin (checked to be the site's by the caller) and its host name. */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

export function relyingPartyOf(request: Request): RelyingParty {
  const origin = request.headers.get("origin") ?? new URL(request.url).origin;
  return { origin, rpID: new URL(origin).hostname };
}

const mac = (text: string) => createHmac("sha256", sessionSecret()).update(`passkey\n${text}`).digest("base64url");

function signChallenge(purpose: Purpose, slug: string, staffId: string, now: Date): string {
  const expiresAt = now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000;
  const body = [purpose, slug, staffId, expiresAt, randomBytes(16).toString("base64url")].join(".");
  return `${body}.${mac(body)}`;
}

/** The challenge the browser signed (clientDataJSON carries it base64url-encoded), if it is ours and unforged. */
function readChallenge(encoded: string): Challenge | undefined {
  const text = Buffer.from(encoded, "base64url").toString("utf8");
  const cut = text.lastIndexOf(".");
  const body = text.slice(0, cut);
  if (cut < 0 || !sameSecret(text.slice(cut + 1), mac(body))) return undefined;
  const [purpose, slug, staffId, expiresAt, nonce] = body.split(".");
  if (purpose !== "register" && purpose !== "sign-in") return undefined;
  return { purpose, slug: slug!, staffId: staffId!, expiresAt: Number(expiresAt), nonce: nonce! };
}

/** A checker for the library: the challenge is ours, for this purpose, dealer (and member), and not expired. */
function expecting(purpose: Purpose, slug: string, staffId: string, now: Date, seen: { challenge?: Challenge }) {
  return (encoded: string) => {
    const challenge = readChallenge(encoded);
    seen.challenge = challenge;
    return Boolean(
      challenge &&
        challenge.purpose === purpose &&
        challenge.slug === slug &&
        challenge.staffId === staffId &&
        challenge.expiresAt > now.getTime(),
    );
  };
}

/** Records an answered challenge; false when it was answered before. Expired ones are cleared on the way. */
async function spendChallenge(db: Db, challenge: Challenge, now: Date): Promise<boolean> {
  await db.delete(staffPasskeyChallengesUsed).where(lt(staffPasskeyChallengesUsed.expiresAt, now));
  const used = await db
    .insert(staffPasskeyChallengesUsed)
    .values({ nonce: challenge.nonce, tenant: challenge.slug, expiresAt: new Date(challenge.expiresAt) })
    .onConflictDoNothing()
    .returning({ nonce: staffPasskeyChallengesUsed.nonce });
  return used.length > 0;
}

export class PasskeyRefused extends Error {}

const toView = (row: typeof staffPasskeys.$inferSelect): StaffPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function passkeysOf(db: Db, member: StaffRow): Promise<StaffPasskey[]> {
  const rows = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.tenant, member.tenant), eq(staffPasskeys.staffId, member.id)))
    .orderBy(asc(staffPasskeys.createdAt));
  return rows.map(toView);
}

/** What navigator.credentials.create() needs: a discoverable passkey that checks who holds it. */
export async function registrationOptions(
  db: Db,
  tenant: Tenant,
  member: StaffRow,
  rp: RelyingParty,
  now = new Date(),
) {
  const existing = await passkeysOf(db, member);
  return generateRegistrationOptions({
    rpName: `${tenant.config.name} console`,
    rpID: rp.rpID,
    userName: member.email,
    userID: new TextEncoder().encode(member.id),
    challenge: signChallenge("register", member.tenant, member.id, now),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Checks the browser's answer to registrationOptions and keeps the passkey; PasskeyRefused otherwise. */
export async function addPasskey(
  db: Db,
  tenant: Tenant,
  member: StaffRow,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  now = new Date(),
): Promise<StaffPasskey> {
  const seen: { challenge?: Challenge } = {};
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: expecting("register", member.tenant, member.id, now, seen),
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => undefined);
  if (!verified?.verified || !seen.challenge || !(await spendChallenge(db, seen.challenge, now)))
    throw new PasskeyRefused();
  const { credential } = verified.registrationInfo;
  const [row] = await db
    .insert(staffPasskeys)
    .values({
      id: credential.id,
      tenant: member.tenant,
      staffId: member.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: `Passkey added ${formatDayMonthYear(now.toISOString(), tenant.config.timeZone)}`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new PasskeyRefused(); // that credential is someone's already
  return toView(row);
}

export async function removePasskey(db: Db, member: StaffRow, id: string): Promise<boolean> {
  const removed = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.tenant, member.tenant), eq(staffPasskeys.staffId, member.id)))
    .returning({ id: staffPasskeys.id });
  return removed.length > 0;
}

/** What navigator.credentials.get() needs: any of this dealer's staff passkeys (the browser offers its own). */
export function signInOptions(tenant: Tenant, rp: RelyingParty, now = new Date()) {
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: signChallenge("sign-in", tenant.slug, "-", now),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    userVerification: "required",
  });
}

/**
 * The staff member whose passkey signed this answer to signInOptions: a passkey of this dealer, of
 * someone not removed, a good signature by a verified user, a challenge not answered before.
 * PasskeyRefused otherwise, whatever the reason.
 */
export async function signInWithPasskey(
  db: Db,
  tenant: Tenant,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<StaffRow> {
  const [found] = await db
    .select({ passkey: staffPasskeys, member: staff })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(
      and(
        eq(staffPasskeys.id, response.id),
        eq(staffPasskeys.tenant, tenant.slug),
        eq(staff.tenant, tenant.slug),
        isNull(staff.removedAt),
      ),
    )
    .limit(1);
  if (!found) throw new PasskeyRefused();
  const { passkey, member } = found;
  const seen: { challenge?: Challenge } = {};
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: expecting("sign-in", tenant.slug, "-", now, seen),
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified || !seen.challenge || !(await spendChallenge(db, seen.challenge, now)))
    throw new PasskeyRefused();
  await db
    .update(staffPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(staffPasskeys.id, passkey.id));
  return member;
}
