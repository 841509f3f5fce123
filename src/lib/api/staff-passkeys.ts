import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { z } from "zod";
import { STAFF_ROLES } from "../staff/roles.ts";
import { defineContract, TOO_MANY_ATTEMPTS } from "./contract.ts";

/**
 * Staff sign in with a passkey (WebAuthn), added once they have signed in with an emailed
 * link. The browser's answers are JSON as @simplewebauthn/browser makes them; the server keeps the
 * public key only.
 */

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]*$/, "must be base64url");

/** What navigator.credentials.create() answered, as JSON. */
const registrationResponseSchema = z.strictObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32_768),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** What navigator.credentials.get() answered, as JSON. */
const authenticationResponseSchema = z.strictObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(1024).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The options the browser passes to navigator.credentials (their shape is WebAuthn's, checked by it). */
const optionsOf = <T>() =>
  z.custom<T>(
    (value) =>
      typeof value === "object" && value !== null && typeof (value as { challenge?: unknown }).challenge === "string",
  );

const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type StaffPasskey = z.output<typeof passkeySchema>;

export const PASSKEY_REFUSED =
  "That passkey could not be used here. Please try again, or sign in with an emailed link.";

/** The signed-in staff member's passkeys. */
export const staffPasskeys = defineContract({
  path: "/api/staff/passkeys",
  methods: ["GET"],
  request: z.object({}),
  response: z.object({ passkeys: z.array(passkeySchema) }),
  errors: {},
});

/** Step 1 of adding a passkey: what navigator.credentials.create() needs (a signed challenge, 5 minutes). */
export const staffPasskeyOptions = defineContract({
  path: "/api/staff/passkeys/options",
  methods: ["POST"],
  request: z.object({}),
  response: z.object({ options: optionsOf<PublicKeyCredentialCreationOptionsJSON>() }),
  errors: {},
});

/** Step 2: the browser's answer; a good one is kept as the staff member's passkey. Audited. */
export const staffPasskeyAdd = defineContract({
  path: "/api/staff/passkeys/add",
  methods: ["POST"],
  request: z.object({ response: registrationResponseSchema }),
  response: z.object({ passkey: passkeySchema }),
  errors: { passkey_refused: { status: 400, message: PASSKEY_REFUSED } },
});

/** Removes one of the signed-in staff member's own passkeys. Audited. */
export const staffPasskeyRemove = defineContract({
  path: "/api/staff/passkeys/remove",
  methods: ["POST"],
  request: z.object({ id: base64url(1024).min(1) }),
  response: z.object({ passkeys: z.array(passkeySchema) }),
  errors: { not_found: { status: 404, message: "No such passkey." } },
});

/** Passkey sign-in, step 1: a signed challenge for any of this dealer's staff passkeys (5 minutes). */
export const staffPasskeySignInOptions = defineContract({
  path: "/api/staff/sign-in/passkey/options",
  methods: ["POST"],
  request: z.object({}),
  response: z.object({ options: optionsOf<PublicKeyCredentialRequestOptionsJSON>() }),
  errors: { too_many_attempts: TOO_MANY_ATTEMPTS },
});

/** Passkey sign-in, step 2: the browser's signed answer; a good one sets the console session cookie. */
export const staffPasskeySignIn = defineContract({
  path: "/api/staff/sign-in/passkey/verify",
  methods: ["POST"],
  request: z.object({ response: authenticationResponseSchema }),
  response: z.object({ email: z.string(), role: z.enum(STAFF_ROLES) }),
  errors: { passkey_refused: { status: 400, message: PASSKEY_REFUSED }, too_many_attempts: TOO_MANY_ATTEMPTS },
});
