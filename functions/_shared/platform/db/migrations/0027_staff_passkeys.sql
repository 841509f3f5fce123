-- Staff sign in with a passkey (WebAuthn). Only the public key is kept; the credential's
-- id is the authenticator's, the same at every sign-in.
CREATE TABLE "staff_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff" ON "staff_passkeys" USING btree ("staff_id");
--> statement-breakpoint
-- A passkey challenge is signed, not stored; one that has been answered is kept here until it expires,
-- so an answer can never be used twice.
CREATE TABLE "staff_passkey_challenges_used" (
	"nonce" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_passkey_challenges_used_expires" ON "staff_passkey_challenges_used" USING btree ("expires_at");
