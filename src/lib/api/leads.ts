import { z } from "zod";
import { enquirySchema } from "../forms/enquiry.ts";
import { MESSAGES, OWN_MESSAGES } from "../forms/messages.ts";
import { defineContract } from "./contract.ts";

/**
 * POST /api/leads: every enquiry kind. The server parses with the tenant's own options (its
 * locations and rules); this default-options schema types the body and lets forms check it first.
 * 201 with a new lead; 200 with the first lead when the idempotency key repeats.
 */
export const leads = defineContract({
  path: "/api/leads",
  methods: ["POST"],
  request: enquirySchema(),
  response: z.object({
    lead: z.object({ id: z.string(), type: z.string(), category: z.string().nullable(), created_at: z.string() }),
    created: z.boolean(),
  }),
  errors: {
    too_many_enquiries: { status: 429, message: OWN_MESSAGES.tooManyEnquiries },
    lead_failed: { status: 503, message: MESSAGES.leadFailed },
  },
});
