-- A salesperson hears at once when a lead is given to them: the assignment remembers which assignee was last told (so a lead handed on tells its new owner, and a sweep never tells anyone twice), and each device on which a staff member allowed notifications is a web push subscription, ended with the console session that made it when that session signs out.
ALTER TABLE "lead_assignments" ADD COLUMN "notified_staff_id" uuid REFERENCES "staff"("id");
--> statement-breakpoint
UPDATE "lead_assignments" SET "notified_staff_id" = "staff_id";
--> statement-breakpoint
CREATE TABLE "staff_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff"("id"),
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_push_subscriptions_endpoint" ON "staff_push_subscriptions" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX "staff_push_subscriptions_staff" ON "staff_push_subscriptions" USING btree ("tenant","staff_id");
--> statement-breakpoint
CREATE INDEX "lead_assignments_untold" ON "lead_assignments" USING btree ("tenant","assigned_at") WHERE "staff_id" IS NOT NULL AND "notified_staff_id" IS DISTINCT FROM "staff_id";
