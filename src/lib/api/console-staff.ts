import { z } from "zod";
import { STAFF_ROLES } from "../staff/roles.ts";
import { TOO_MANY_ATTEMPTS, defineContract } from "./contract.ts";
import { staffEmailSchema, staffMemberSchema } from "./staff.ts";

/**
 * Owners manage their staff and read the audit log in the console (`staff.manage`).
 * The console never leaves a dealer without an owner; only the terminal (ops) can.
 */
const memberSchema = staffMemberSchema;

export const consoleStaff = defineContract({
  path: "/api/console/staff",
  methods: ["GET"],
  request: z.object({}),
  response: z.object({ staff: z.array(memberSchema) }),
  errors: {},
});

export const LAST_OWNER_MESSAGE =
  "The dealer's last owner cannot be removed or given another role. Invite another owner first.";

export const consoleStaffUpdate = defineContract({
  path: "/api/console/staff/update",
  methods: ["POST"],
  request: z.discriminatedUnion("action", [
    z.strictObject({ action: z.literal("invite"), email: staffEmailSchema, role: z.enum(STAFF_ROLES) }),
    z.strictObject({ action: z.literal("remove"), email: staffEmailSchema }),
    // Which yards' new leads a salesperson takes (none: every yard), and whether they are taking leads now.
    z.strictObject({
      action: z.literal("leads"),
      email: staffEmailSchema,
      location_ids: z.array(z.string().trim().min(1).max(80)).max(50),
      taking_leads: z.boolean(),
    }),
  ]),
  response: z.object({
    staff: z.array(memberSchema),
    outcome: z.enum(["invited", "role changed", "already staff", "removed", "saved"]),
  }),
  errors: {
    not_found: { status: 404, message: "No staff member has that email address." },
    last_owner: { status: 409, message: LAST_OWNER_MESSAGE },
    email_failed: { status: 502, message: "The sign-in email could not be sent. Please try again." },
    too_many_attempts: TOO_MANY_ATTEMPTS,
  },
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
  ip: z.string().nullable(),
  /** The entry as a sentence with names ("… marked Ada Walker's vehicle enquiry … contacted"). */
  sentence: z.string(),
});

export const AUDIT_PAGE_SIZE = 100;

export const consoleAudit = defineContract({
  path: "/api/console/audit",
  methods: ["GET"],
  request: z.object({
    /** The `next` of the page before: older entries. */
    before: z.coerce.number().int().positive().optional(),
  }),
  response: z.object({ entries: z.array(auditEntrySchema), next: z.number().int().nullable() }),
  errors: {},
});
