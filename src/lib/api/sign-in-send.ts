import { z } from "zod";
import { MESSAGES } from "../forms/messages.ts";
import { sendCodeSchema } from "../forms/verification.ts";
import { defineContract } from "./contract.ts";

/** One-time SMS sign-in, step 1: a new 6-digit code to the phone. */
export const signInSend = defineContract({
  path: "/api/sign-in/send",
  methods: ["POST"],
  request: sendCodeSchema,
  response: z.object({ sent: z.literal(true), expires_in: z.number() }),
  errors: {
    too_many_codes: { status: 429, message: MESSAGES.tooManyCodes },
    sms_failed: { status: 502, message: MESSAGES.unknown },
  },
  singleFieldMessage: true,
});
