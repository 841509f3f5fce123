import { z } from "zod";
import { phoneSchema } from "../forms/phone.ts";
import { defineContract } from "./contract.ts";

/** Development only: the last message the local SMS provider "sent" to a phone (browser tests sign in with it). */
export const devLastSms = defineContract({
  path: "/api/dev/last-sms",
  methods: ["GET"],
  request: z.object({ phone: phoneSchema }),
  response: z.object({ phone: z.string(), body: z.string(), code: z.string().nullable(), sent_at: z.string() }),
  errors: { not_found: { status: 404, message: "No message to that phone yet." } },
  singleFieldMessage: true,
});
