import { z } from "zod";
import { requiredInput } from "../forms/inputs.ts";
import { OWN_MESSAGES } from "../forms/messages.ts";
import { PERMISSIONS, STAFF_ROLES } from "../staff/roles.ts";
import { defineContract, SIGNED_CALL_REPLAYED, TOO_MANY_ATTEMPTS } from "./contract.ts";

/** Staff are known by email, lowercased: the same person whatever their mail app capitalises. */
export const staffEmailSchema = requiredInput(254)
  .pipe(z.email(OWN_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

const roleSchema = z.enum(STAFF_ROLES);

export const staffMemberSchema = z.object({
  email: z.string(),
  role: roleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  /** The yards whose new leads they take (none: every yard), and whether they take any now. */
  location_ids: z.array(z.string()),
  taking_leads: z.boolean(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** The dealer's staff from a terminal (`npm run staff`), signed with the dealer's ops secret. */
export const opsStaff = defineContract({
  path: "/api/ops/staff",
  methods: ["POST"],
  request: z.discriminatedUnion("action", [
    z.strictObject({ action: z.literal("list") }),
    z.strictObject({ action: z.literal("invite"), email: staffEmailSchema, role: roleSchema }),
    z.strictObject({ action: z.literal("remove"), email: staffEmailSchema }),
  ]),
  response: z.object({
    staff: z.array(staffMemberSchema),
    /** invite: "invited", "role changed" or "already staff"; remove: "removed" (with the sessions it ended). */
    outcome: z.enum(["invited", "role changed", "already staff", "removed"]).optional(),
    sessions_ended: z.number().int().optional(),
  }),
  errors: {
    hook_not_configured: { status: 503, message: "Signed ops calls are not configured for this site." },
    bad_signature: { status: 401, message: "The request signature is missing, wrong or expired." },
    replayed: { status: 401, message: SIGNED_CALL_REPLAYED },
    not_found: { status: 404, message: "No staff member has that email address." },
    email_failed: { status: 502, message: "The sign-in email could not be sent. Please try again." },
  },
});

/**
 * Step 1 of staff sign-in: a single-use link to the address. The same answer whether or not the
 * address belongs to this dealer's staff, so nobody learns who works there.
 */
export const staffSignInSend = defineContract({
  path: "/api/staff/sign-in/send",
  methods: ["POST"],
  request: z.object({ email: staffEmailSchema }),
  response: z.object({ sent: z.literal(true), expires_in: z.number() }),
  errors: { too_many_attempts: TOO_MANY_ATTEMPTS },
  singleFieldMessage: true,
});

export const STAFF_LINK_INVALID = "That sign-in link is invalid or has expired. Please ask for a new one.";

/** Step 2: the link's token, once; sets the console session cookie. */
export const staffSignInVerify = defineContract({
  path: "/api/staff/sign-in/verify",
  methods: ["POST"],
  request: z.object({ token: z.string().trim().min(1).max(200) }),
  response: z.object({ email: z.string(), role: roleSchema }),
  errors: { invalid_link: { status: 400, message: STAFF_LINK_INVALID }, too_many_attempts: TOO_MANY_ATTEMPTS },
  singleFieldMessage: true,
});

/** Who is signed in to the console, and what their role lets them do. */
export const staffMe = defineContract({
  path: "/api/staff/me",
  methods: ["GET"],
  request: z.object({}),
  response: z.object({
    email: z.string(),
    role: roleSchema,
    permissions: z.array(z.enum(PERMISSIONS)),
    sees_contact_details: z.boolean(),
    /** An owner gets the Monday summary email unless they turned it off (null: not an owner). */
    weekly_summary: z.boolean().nullable(),
  }),
  errors: {},
});

/** An owner turns their Monday summary email on or off. */
export const staffWeeklySummary = defineContract({
  path: "/api/staff/weekly-summary",
  methods: ["POST"],
  request: z.strictObject({ on: z.boolean() }),
  response: z.object({ on: z.boolean() }),
  errors: { owners_only: { status: 403, message: "Only owners get the weekly summary." } },
});

/** Ends this browser's console session (always answers signed out). */
export const staffSignOut = defineContract({
  path: "/api/staff/sign-out",
  methods: ["POST"],
  request: z.object({}),
  response: z.object({ signed_in: z.literal(false) }),
  errors: {},
});

/** Development only: the last message the local mailbox holds for an address (browser tests sign staff in with it). */
export const devLastEmail = defineContract({
  path: "/api/dev/last-email",
  methods: ["GET"],
  request: z.object({
    to: staffEmailSchema,
    /** Only messages of this kind ("sign-in"): a salesperson's sign-in link, not the lead emails after it. */
    tag: z
      .string()
      .regex(/^[a-z-]{1,40}$/)
      .optional(),
  }),
  response: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** The HTML part, where the message has one (the messages to shoppers). */
    html: z.string().nullable(),
    /** The first link in the message, and its sign-in token when it carries one. */
    link: z.string().nullable(),
    token: z.string().nullable(),
    sent_at: z.string(),
  }),
  errors: { not_found: { status: 404, message: "No email to that address yet." } },
  singleFieldMessage: true,
});
