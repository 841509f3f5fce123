import { z } from "zod";
import { defineContract } from "./contract.ts";

const sessionSchema = z.discriminatedUnion("signedIn", [
  z.object({ signedIn: z.literal(true), phone_number: z.string() }),
  z.object({ signedIn: z.literal(false) }),
]);
export type Session = z.output<typeof sessionSchema>;

/** GET /api/session: who is signed in (the cookie is HttpOnly, so islands ask). DELETE: sign out. */
export const session = defineContract({
  path: "/api/session",
  methods: ["GET", "DELETE"],
  request: z.object({}),
  response: sessionSchema,
  errors: {},
});
