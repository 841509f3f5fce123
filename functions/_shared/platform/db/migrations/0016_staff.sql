-- The dealer's staff (roles owner, sales, editor), their emailed sign-in links and console sessions, and the audit log of what they do.
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "staff_role" CHECK ("staff"."role" in ('owner', 'sales', 'editor')),
	CONSTRAINT "staff_email_lowercase" CHECK ("staff"."email" = lower("staff"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tenant_email_live" ON "staff" USING btree ("tenant","email") WHERE "staff"."removed_at" is null;--> statement-breakpoint
CREATE TABLE "staff_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff"("id"),
	"token_hash" text NOT NULL UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sign_in_links_staff" ON "staff_sign_in_links" USING btree ("staff_id");--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_tenant_at" ON "audit_log" USING btree ("tenant","at");
