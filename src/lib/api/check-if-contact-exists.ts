import { z } from "zod";
import { phoneSchema } from "../forms/phone.ts";
import { defineContract, TOO_MANY_ATTEMPTS } from "./contract.ts";

/** §7 GET /api/check-if-contact-exists?phone_number: whether this dealer already knows the phone. */
export const checkIfContactExists = defineContract({
  path: "/api/check-if-contact-exists",
  methods: ["GET"],
  request: z.object({ phone_number: phoneSchema }),
  response: z.object({ exists: z.boolean(), verified: z.boolean() }),
  errors: { too_many_attempts: TOO_MANY_ATTEMPTS },
  singleFieldMessage: true,
});
