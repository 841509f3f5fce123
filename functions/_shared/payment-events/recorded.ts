import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * What the provider reported about a row, as both stores write it (recordOnReservation,
 * recordOnOnlinePayment): refunds so far only grow, so a total worked out from an older read never
 * lowers a newer one; updated now unless the caller says when.
 */
export function recordedPatch<Patch extends { refundedCents?: number; updatedAt?: Date }>(
  refundedColumn: Column,
  patch: Patch,
): Omit<Patch, "refundedCents" | "updatedAt"> & { refundedCents?: SQL; updatedAt: Date } {
  const { refundedCents, updatedAt, ...rest } = patch;
  return {
    ...rest,
    ...(refundedCents === undefined ? {} : { refundedCents: sql`greatest(${refundedColumn}, ${refundedCents})` }),
    updatedAt: updatedAt ?? new Date(),
  };
}
