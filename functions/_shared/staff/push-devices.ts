import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import { staffPushSubscriptions } from "../platform/db/schema.ts";
import { type PushDevice, sendPush, type VapidKeys } from "../platform/messages/web-push.ts";
import type { StaffRow } from "./store.ts";

/** Enough for a phone, a tablet and a few desk browsers; the oldest goes when an eleventh is added. */
export const PUSH_DEVICES_PER_STAFF = 10;

/**
 * Keeps a device on which the staff member allowed notifications, with the console session that
 * did it (signing out there ends it). An endpoint is one browser on one device: it belongs to
 * whoever of this dealer turned it on last; one another dealer holds is refused (null). Returns how
 * many devices the staff member has.
 */
export async function addPushDevice(
  db: Db,
  signedIn: { staff: StaffRow; sessionId: string },
  device: PushDevice,
  now = new Date(),
): Promise<number | null> {
  const member = signedIn.staff;
  return db.transaction(async (tx) => {
    const values = {
      tenant: member.tenant,
      staffId: member.id,
      p256dh: device.p256dh,
      auth: device.auth,
      sessionId: signedIn.sessionId,
      createdAt: now,
    };
    const taken = await tx
      .insert(staffPushSubscriptions)
      .values({ ...values, endpoint: device.endpoint })
      .onConflictDoUpdate({
        target: staffPushSubscriptions.endpoint,
        set: values,
        setWhere: eq(staffPushSubscriptions.tenant, member.tenant),
      })
      .returning({ id: staffPushSubscriptions.id });
    if (!taken.length) return null;
    const newest = await tx
      .select({ id: staffPushSubscriptions.id })
      .from(staffPushSubscriptions)
      .where(and(eq(staffPushSubscriptions.tenant, member.tenant), eq(staffPushSubscriptions.staffId, member.id)))
      .orderBy(desc(staffPushSubscriptions.createdAt))
      .limit(PUSH_DEVICES_PER_STAFF);
    await tx.delete(staffPushSubscriptions).where(
      and(
        eq(staffPushSubscriptions.tenant, member.tenant),
        eq(staffPushSubscriptions.staffId, member.id),
        notInArray(
          staffPushSubscriptions.id,
          newest.map((row) => row.id),
        ),
      ),
    );
    return newest.length;
  });
}

/** Forgets one of the staff member's own devices; true when there was one. */
export async function removePushDevice(db: Db, member: StaffRow, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(staffPushSubscriptions)
    .where(
      and(
        eq(staffPushSubscriptions.tenant, member.tenant),
        eq(staffPushSubscriptions.staffId, member.id),
        eq(staffPushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: staffPushSubscriptions.id });
  return gone.length > 0;
}

/** How many devices show the staff member notifications, and whether `endpoint` (this browser's) is one. */
export async function pushDevicesOf(
  db: Db,
  member: StaffRow,
  endpoint?: string,
): Promise<{ devices: number; this_device: boolean }> {
  const rows = await db
    .select({ endpoint: staffPushSubscriptions.endpoint })
    .from(staffPushSubscriptions)
    .where(and(eq(staffPushSubscriptions.tenant, member.tenant), eq(staffPushSubscriptions.staffId, member.id)));
  return { devices: rows.length, this_device: rows.some((row) => row.endpoint === endpoint) };
}

/**
 * Sends a message to every device of one staff member of the dealer. A device its push service no
 * longer knows (uninstalled, permission taken back) is forgotten. Returns how many took it.
 */
export async function pushToStaff(
  db: Db,
  slug: string,
  staffId: string,
  message: object,
  keys: VapidKeys,
): Promise<number> {
  const devices = await db
    .select()
    .from(staffPushSubscriptions)
    .where(and(eq(staffPushSubscriptions.tenant, slug), eq(staffPushSubscriptions.staffId, staffId)));
  const outcomes = await Promise.all(devices.map((device) => sendPush(device, message, keys)));
  const gone = devices.filter((_, index) => outcomes[index] === "gone").map((device) => device.id);
  if (gone.length) await db.delete(staffPushSubscriptions).where(inArray(staffPushSubscriptions.id, gone));
  return outcomes.filter((outcome) => outcome === "sent").length;
}
