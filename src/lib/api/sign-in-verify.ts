import { z } from "zod";
import { MESSAGES } from "../forms/messages.ts";
import { verifyCodeSchema } from "../forms/verification.ts";
import { defineContract, TOO_MANY_ATTEMPTS } from "./contract.ts";

/** Step 2: checks the code; right sets the session cookie. */
export const signInVerify = defineContract({
  path: "/api/sign-in/verify",
  methods: ["POST"],
  request: verifyCodeSchema,
  response: z.object({ verified: z.literal(true), phone_number: z.string() }),
  errors: { too_many_attempts: TOO_MANY_ATTEMPTS, invalid_code: { status: 400, message: MESSAGES.codeInvalid } },
  singleFieldMessage: true,
});
