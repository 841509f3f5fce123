import { and, asc, eq, isNull } from "drizzle-orm";
import type { StaffMember } from "#lib/api/staff.ts";
import type { StaffRole } from "#lib/staff/roles.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import {
  staff,
  staffPasskeys,
  staffPushSubscriptions,
  staffSessions,
  staffSignInLinks,
} from "../platform/db/schema.ts";
import { audit } from "./audit.ts";

export type StaffRow = typeof staff.$inferSelect;

export const toMember = (row: StaffRow): StaffMember => ({
  email: row.email,
  role: row.role as StaffRole,
  invited_by: row.invitedBy,
  created_at: row.createdAt.toISOString(),
  location_ids: row.locationIds ?? [],
  taking_leads: row.takingLeads ?? true,
});

/** Which yards' new leads a staff member takes, and whether they take any now; audited. Null: no such staff. */
export async function setLeadSettings(
  db: Db,
  by: Actor,
  email: string,
  settings: { locationIds: string[]; takingLeads: boolean },
): Promise<StaffRow | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.tenant, by.slug), eq(staff.email, email), isNull(staff.removedAt)))
      .for("update");
    if (!existing) return null;
    const [row] = await tx.update(staff).set(settings).where(eq(staff.id, existing.id)).returning();
    await audit(tx, {
      slug: by.slug,
      actor: by.actor,
      action: "staff.leads",
      subject: email,
      before: { location_ids: existing.locationIds, taking_leads: existing.takingLeads },
      after: { location_ids: row!.locationIds, taking_leads: row!.takingLeads },
      ip: by.ip,
    });
    return row!;
  });
}

/** The dealer's current (not removed) staff member with this lowercased email, or null. */
export async function findStaff(db: Db, slug: string, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenant, slug), eq(staff.email, email), isNull(staff.removedAt)))
    .limit(1);
  return row ?? null;
}

export async function listStaff(db: Db, slug: string): Promise<StaffRow[]> {
  return db
    .select()
    .from(staff)
    .where(and(eq(staff.tenant, slug), isNull(staff.removedAt)))
    .orderBy(asc(staff.createdAt));
}

interface Actor {
  slug: string;
  /** "ops" or the acting staff member's email. */
  actor: string;
  ip: string | null;
}

/** The console never leaves a dealer without an owner (only ops, with the dealer's secret, may). */
export class LastOwner extends Error {
  constructor() {
    super("the dealer's last owner");
  }
}

/**
 * Refuses a change that would leave no owner. The owners' rows are locked first, so two owners
 * removing each other at once cannot both succeed.
 */
async function keepAnOwner(tx: Tx, slug: string, leaving: string): Promise<void> {
  const owners = await tx
    .select({ email: staff.email })
    .from(staff)
    .where(and(eq(staff.tenant, slug), eq(staff.role, "owner"), isNull(staff.removedAt)))
    .for("update");
  if (owners.some((owner) => owner.email === leaving) && owners.length === 1) throw new LastOwner();
}

/** Adds a staff member, or changes an existing one's role; audited with the change. */
export async function inviteStaff(
  db: Db,
  by: Actor,
  email: string,
  role: StaffRole,
  options: { keepAnOwner?: boolean } = {},
): Promise<{ row: StaffRow; outcome: "invited" | "role changed" | "already staff" }> {
  return db.transaction(async (tx) => {
    if (options.keepAnOwner && role !== "owner") await keepAnOwner(tx, by.slug, email);
    const [existing] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.tenant, by.slug), eq(staff.email, email), isNull(staff.removedAt)))
      .for("update");
    if (existing?.role === role) return { row: existing, outcome: "already staff" as const };
    const [row] = existing
      ? await tx.update(staff).set({ role }).where(eq(staff.id, existing.id)).returning()
      : await tx.insert(staff).values({ tenant: by.slug, email, role, invitedBy: by.actor }).returning();
    await audit(tx, {
      ...by,
      action: existing ? "staff.role" : "staff.invite",
      subject: email,
      before: existing ? toMember(existing) : null,
      after: toMember(row!),
    });
    return { row: row!, outcome: existing ? ("role changed" as const) : ("invited" as const) };
  });
}

/**
 * Removes a staff member: their sessions end, and their unused links and passkeys die, in the same transaction,
 * so the next request they make is refused. Null when there is no such staff member.
 */
export async function removeStaff(
  db: Db,
  by: Actor,
  email: string,
  now = new Date(),
  options: { keepAnOwner?: boolean } = {},
): Promise<{ row: StaffRow; sessionsEnded: number } | null> {
  return db.transaction(async (tx) => {
    if (options.keepAnOwner) await keepAnOwner(tx, by.slug, email);
    const [row] = await tx
      .update(staff)
      .set({ removedAt: now })
      .where(and(eq(staff.tenant, by.slug), eq(staff.email, email), isNull(staff.removedAt)))
      .returning();
    if (!row) return null;
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    await tx
      .update(staffSignInLinks)
      .set({ usedAt: now })
      .where(and(eq(staffSignInLinks.staffId, row.id), isNull(staffSignInLinks.usedAt)));
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.staffId, row.id));
    await tx.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.staffId, row.id));
    await audit(tx, { ...by, action: "staff.remove", subject: email, before: toMember(row), after: null });
    return { row, sessionsEnded: ended.length };
  });
}
