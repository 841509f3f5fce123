import { randomUUID } from "node:crypto";
import { hitRateLimit } from "../platform/auth/rate-limit.ts";
import type { Db } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { enquirySchemaFor } from "./schema.ts";
import { submitLead } from "./submit.ts";

/** Thrown inside a rehearsal's transaction so that it rolls back. */
class Rehearsal extends Error {}

/**
 * Runs a tenant's lead path `times` times — its enquiry schema on a sample enquiry, the
 * per-address limit, the contact, lead and outbox rows — each in a transaction that is rolled
 * back: nothing is stored and nothing is sent. A long-running server does this before it listens,
 * so its first leads find the code compiled and the tenant loaded instead of queueing
 * behind a cold start. Throws, with why, if the tenant's sample enquiry is refused or the database fails.
 */
export async function rehearseLeads(db: Db, tenant: Tenant, times: number): Promise<void> {
  const schema = await enquirySchemaFor(tenant);
  const [location] = (await tenant.feed("locations")).filter((l) => l.location_type === "sales");
  for (let i = 0; i < times; i++) {
    const parsed = schema.safeParse({
      kind: "general",
      first_name: "Rehearsal",
      last_name: "Lead",
      email: "rehearsal@example.com",
      phone: "0400000000",
      comments: "Is this car still available?",
      category: "Sales",
      location_id: location ? String(location.id) : undefined,
      dealership_id: location?.dealership_id ?? undefined,
      terms_accepted: true,
    });
    if (!parsed.success) throw new Error(`sample enquiry refused: ${parsed.error.issues[0]?.message}`);
    await db
      .transaction(async (tx) => {
        await hitRateLimit(tx, tenant.slug, "lead-ip:rehearsal", { max: 1, windowSeconds: 3600 });
        await submitLead(db, tenant, parsed.data, randomUUID(), new Date(), tx);
        throw new Rehearsal();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rehearsal)) throw error;
      });
  }
}
