import { z } from "zod";
import { rateLimitSchema } from "../forms/verification.ts";
import { defineContract, TOO_MANY_ATTEMPTS } from "./contract.ts";

/** §7 POST /api/rate-limit { phone }: counts an attempt; 429 means too many attempts. */
export const rateLimit = defineContract({
  path: "/api/rate-limit",
  methods: ["POST"],
  request: rateLimitSchema,
  response: z.object({ ok: z.literal(true), remaining: z.number() }),
  errors: { too_many_attempts: TOO_MANY_ATTEMPTS },
  singleFieldMessage: true,
});
