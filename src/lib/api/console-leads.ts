import { z } from "zod";
import { INBOX_SEARCH_MAX } from "../leads/inbox-search.ts";
import { LEAD_STATUSES } from "../leads/work.ts";
import { defineContract } from "./contract.ts";

/**
 * The console's lead inbox. Every call needs a signed-in staff member whose role has
 * `leads.manage`; shoppers' names, phones and emails are sent only to roles with `contacts.view`.
 */
const statusSchema = z.enum(LEAD_STATUSES);

const clockSchema = z.object({
  /** When the lead falls due: the answer the shopper was promised; null when none was (the dealer is not open soon). */
  due_at: z.string().nullable(),
  /** The answering yard's time zone, which the promise was made on. */
  time_zone: z.string(),
  overdue: z.boolean(),
  answered_late: z.boolean(),
  /** Minutes of opening hours from arrival to the first response (or to the stop, or to now). */
  open_minutes: z.number().int(),
  first_response_at: z.string().nullable(),
  /** When the clock stopped unanswered: its booking was cancelled. */
  stopped_at: z.string().nullable(),
});

/** The booking a booking's lead stands for now, from its history. */
const bookingSchema = z.object({
  status: z.enum(["booked", "cancelled"]),
  /** Moved since it was made. */
  moved: z.boolean(),
  starts_at: z.string(),
  /** The yard's calendar date and clock, and its zone. */
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
});

const contactSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  postcode: z.string().nullable(),
});

export const leadSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  form_type: z.string(),
  created_at: z.string(),
  status: statusSchema,
  car: z.object({ id: z.string(), name: z.string(), price: z.number().nullable() }).nullable(),
  location_id: z.string().nullable(),
  /** The CRM/email delivery: all delivered, some still trying, one gave up (dead), or kept back (held). */
  delivery: z.enum(["delivered", "pending", "dead", "held"]),
  clock: clockSchema,
  /** A test drive or service booking's time now, and whether it was cancelled; null for other leads. */
  booking: bookingSchema.nullable(),
  /** The email of the staff member who has it; null while no one does. */
  assignee: z.string().nullable(),
  /** Absent for roles that may not see who the shopper is. */
  contact: contactSchema.optional(),
  /** This shopper's leads at this dealer (same phone or email), this one included. */
  shopper_leads: z.number().int(),
});
export type LeadSummary = z.output<typeof leadSummarySchema>;

const LEAD_NOT_FOUND = { status: 404, message: "No lead with that id at this dealer." } as const;

export const consoleLeads = defineContract({
  path: "/api/console/leads",
  methods: ["GET"],
  request: z.object({
    status: statusSchema.optional(),
    kind: z.string().trim().max(40).optional(),
    location: z.string().trim().max(80).optional(),
    overdue: z.enum(["1"]).optional(),
    /** "me": only the signed-in staff member's leads. */
    assignee: z.enum(["me"]).optional(),
    /** The `next` of the page before: leads older than it. */
    before: z.string().trim().max(120).optional(),
    /** A name, phone, email, rego or stock number (a part of a name or email; a whole rego or stock number). */
    q: z.string().trim().max(INBOX_SEARCH_MAX, `Search for at most ${INBOX_SEARCH_MAX} characters.`).optional(),
    /** Every lead of the shopper who sent this lead (same phone or email), newest first. */
    shopper: z.uuid("No lead with that id at this dealer.").optional(),
  }),
  response: z.object({
    leads: z.array(leadSummarySchema),
    next: z.string().nullable(),
    /** The dealer's leads still new (the tab's title shows it); null on later pages. */
    new_count: z.number().int().nullable(),
  }),
  errors: {
    bad_cursor: { status: 400, message: "That page of leads is no longer available. Start again." },
    not_found: LEAD_NOT_FOUND,
  },
});

const noteSchema = z.object({ author: z.string(), body: z.string(), created_at: z.string() });

export const leadDetailSchema = leadSummarySchema.extend({
  /** Only what the shopper typed: the site's own words are in `verified`, `details` and `history`. */
  comments: z.string().nullable(),
  /** What the site checked itself (a valuation it made, a proven phone), apart from what was typed. */
  verified: z.array(z.string()),
  details: z.record(z.string(), z.unknown()),
  page_url: z.string().nullable(),
  /** Where the shopper's visit came from, said in words (null: the page did not say). */
  source: z.string().nullable(),
  notes: z.array(noteSchema),
  /** What happened to the lead since it arrived (its booking moved, cancelled), oldest first. */
  history: z.array(z.object({ kind: z.string(), text: z.string(), created_at: z.string() })),
  moves: z.array(statusSchema),
  assignee_id: z.string().nullable(),
  /** Who it can be handed to: the dealer's sales staff and owners. */
  assignees: z.array(z.object({ id: z.string(), email: z.string() })),
  deliveries: z.array(
    z.object({ destination: z.string(), status: z.string(), attempts: z.number(), last_error: z.string().nullable() }),
  ),
});

export const consoleLead = defineContract({
  path: "/api/console/lead",
  methods: ["GET"],
  request: z.object({ id: z.uuid("No lead with that id at this dealer.") }),
  response: leadDetailSchema,
  errors: { not_found: LEAD_NOT_FOUND },
});

export const NOTE_MAX = 2000;

export const consoleLeadUpdate = defineContract({
  path: "/api/console/lead/update",
  methods: ["POST"],
  request: z
    .object({
      id: z.uuid("No lead with that id at this dealer."),
      status: statusSchema.optional(),
      note: z
        .string()
        .trim()
        .min(1, "Please write a note.")
        .max(NOTE_MAX, `Notes are at most ${NOTE_MAX} characters.`)
        .optional(),
      /** Hand it to this staff member (an id from `assignees`), or to no one (null). */
      assign_to: z.uuid("Choose someone from the list.").nullable().optional(),
      /** Take back the signed-in staff member's own latest status change, within a few minutes. */
      undo: z.literal(true).optional(),
    })
    .refine(
      (input) => input.status || input.note || input.assign_to !== undefined || input.undo,
      "Choose a status, write a note or choose who has it.",
    ),
  response: leadDetailSchema,
  errors: {
    not_found: LEAD_NOT_FOUND,
    bad_move: { status: 409, message: "A lead cannot move to that status from where it is now." },
    no_such_staff: { status: 404, message: "That person cannot take leads here." },
    cannot_undo: { status: 409, message: "That change can no longer be undone." },
  },
});
