import { bigserial, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenant: text("tenant").notNull(),
    eventId: integer("event_id").notNull(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    pageUrl: text("page_url"),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_tenant_event").on(t.tenant, t.eventId, t.createdAt)],
);
