import { and, asc, eq } from "drizzle-orm";
import { currentSession, type Session } from "../platform/auth/session.ts";
import type { Db } from "../platform/db/client.ts";
import { watchlistEntries } from "../platform/db/schema.ts";
import { forbidden, unauthorized } from "../platform/http/errors.ts";

/**
 * §6: the watchlist needs a signed-in shopper, and only their own phone's list: no session is
 * 401, a session for another phone is 403.
 */
export async function requireShopper(db: Db, request: Request, slug: string, phone: string): Promise<Session> {
  const session = await currentSession(db, request, slug);
  if (!session) throw unauthorized();
  if (session.phone !== phone) throw forbidden("You can only change your own watchlist.");
  return session;
}

export async function saveCar(db: Db, slug: string, phone: string, carId: string): Promise<void> {
  await db.insert(watchlistEntries).values({ tenant: slug, phone, carId }).onConflictDoNothing();
}

export async function removeCar(db: Db, slug: string, phone: string, carId: string): Promise<void> {
  await db
    .delete(watchlistEntries)
    .where(
      and(eq(watchlistEntries.tenant, slug), eq(watchlistEntries.phone, phone), eq(watchlistEntries.carId, carId)),
    );
}

export async function listCars(db: Db, slug: string, phone: string): Promise<{ car_id: string; saved_at: string }[]> {
  const rows = await db
    .select({ carId: watchlistEntries.carId, createdAt: watchlistEntries.createdAt })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.tenant, slug), eq(watchlistEntries.phone, phone)))
    .orderBy(asc(watchlistEntries.createdAt), asc(watchlistEntries.carId));
  return rows.map((r) => ({ car_id: r.carId, saved_at: r.createdAt.toISOString() }));
}
