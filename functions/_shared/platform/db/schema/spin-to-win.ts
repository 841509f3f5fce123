import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { leads } from "./leads.ts";

/**
 * Spin to win: one row per spin. The unique index is the rule "one spin per phone per
 * campaign": two spins at once cannot both be stored, whatever the functions do.
 */
export const spins = pgTable(
  "spins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    campaign: text("campaign").notNull(),
    /** The signed-in shopper's phone, as the session holds it (normalised, e.g. 0412345678). */
    phone: text("phone").notNull(),
    prizeId: text("prize_id").notNull(),
    prizeLabel: text("prize_label").notNull(),
    /** Null for a segment that wins nothing. */
    redemptionCode: text("redemption_code"),
    /** The lead that told the dealer, written in the same transaction. */
    leadId: uuid("lead_id").references(() => leads.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("spins_tenant_campaign_phone").on(t.tenant, t.campaign, t.phone),
    uniqueIndex("spins_tenant_redemption_code").on(t.tenant, t.redemptionCode),
  ],
);
