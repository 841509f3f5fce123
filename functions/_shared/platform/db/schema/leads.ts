import type { VisitSource } from "#lib/insights/visit-source.ts";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LEAD_EVENT_KINDS } from "#lib/leads/history.ts";
import { LEAD_STATUSES } from "#lib/leads/work.ts";
import { createdAt, isOneOf } from "./columns.ts";
import { contacts } from "./auth.ts";
import { staff } from "./staff.ts";

/** A lead, its history and the console's work on it. */

/** A lead as submitted. The idempotency key (from the client) makes a double submit one lead. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    formType: text("form_type").notNull(),
    category: text("category"),
    contactId: uuid("contact_id").references(() => contacts.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    comments: text("comments"),
    carId: text("car_id"),
    car: jsonb("car"),
    locationId: text("location_id"),
    dealershipId: text("dealership_id"),
    optIn: boolean("opt_in").notNull(),
    /** The opt-in box's words as the form showed them (whether ticked or not); null where the form showed none. */
    optInWording: text("opt_in_wording"),
    /** What the server checked itself (a valuation it made, a phone proven by a code): lines kept apart from the shopper's comments. */
    verified: jsonb("verified").$type<string[]>().notNull().default([]),
    details: jsonb("details").notNull().default({}),
    pageUrl: text("page_url"),
    analytics: jsonb("analytics").notNull().default({}),
    /** Where the shopper's visit came from (src/lib/insights/visit-source.ts), null when the page did not say. */
    source: jsonb("source").$type<VisitSource>(),
    /** Why the lead was kept back from the CRM (a filled honeypot); null for a normal lead. Ops release it with `npm run outbox -- release`. */
    heldReason: text("held_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leads_tenant_idempotency_key").on(t.tenant, t.idempotencyKey),
    index("leads_tenant_created").on(t.tenant, t.createdAt),
    index("leads_tenant_created_id").on(t.tenant, t.createdAt, t.id),
  ],
);

/**
 * A lead's history after it arrived (migration 0031): its booking moved, cancelled, or
 * on a day the yard has closed since. Written by the site in the change's own transaction, once
 * per `key`; the dealer's CRM hears of each as an update of the same lead (lead_deliveries.event_id).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    /** Makes a retried change a no-op: "booked", "cancel", "move:<new start>:<row version>"… */
    key: text("key").notNull(),
    kind: text("kind", { enum: LEAD_EVENT_KINDS }).notNull(),
    /** What happened, in words for the dealer: the console's history and the CRM's update say the same. */
    text: text("text").notNull(),
    /** The booking's time after the change (src/lib/leads/history.ts BookingTime). */
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_events_lead_key").on(t.leadId, t.key),
    check("lead_events_kind", isOneOf(t.kind, LEAD_EVENT_KINDS)),
  ],
);

/** The console's work on a lead (migration 0020); no row yet is a new, unanswered lead. */
export const leadWork = pgTable(
  "lead_work",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id),
    tenant: text("tenant").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    assigneeId: uuid("assignee_id").references(() => staff.id),
    /** The first move out of "new": when the shopper was answered, and by whom (a staff email). */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    firstResponseBy: text("first_response_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_work_tenant_status").on(t.tenant, t.status)],
);

/** Staff notes on a lead, only ever added. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead").on(t.leadId, t.createdAt)],
);

/**
 * Who has a lead: given by rule (`assigned_by` "rule") or by a staff member (their email).
 * Apart from lead_work, which holds only a lead's answer (an unanswered lead has none).
 */
export const leadAssignments = pgTable(
  "lead_assignments",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id),
    tenant: text("tenant").notNull(),
    staffId: uuid("staff_id").references(() => staff.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    assignedBy: text("assigned_by").notNull(),
    /** When the overdue email went to the assignee and the owners (once). */
    overdueNotifiedAt: timestamp("overdue_notified_at", { withTimezone: true }),
    /** The assignee last told the lead is theirs (migration 0032): a lead handed on tells its new owner, once. */
    notifiedStaffId: uuid("notified_staff_id").references(() => staff.id),
  },
  (t) => [
    index("lead_assignments_staff").on(t.tenant, t.staffId, t.assignedAt),
    // The assignees not told yet, for tellAssignees' claim.
    index("lead_assignments_untold")
      .on(t.tenant, t.assignedAt)
      .where(sql`${t.staffId} is not null and ${t.notifiedStaffId} is distinct from ${t.staffId}`),
  ],
);
