-- The console's work on a lead — its status, its first response (the response clock), who has it — and staff notes. The lead itself stays as it arrived.
CREATE TABLE "lead_work" (
	"lead_id" uuid PRIMARY KEY NOT NULL REFERENCES "leads"("id"),
	"tenant" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" uuid REFERENCES "staff"("id"),
	"first_response_at" timestamp with time zone,
	"first_response_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_work_status" CHECK ("lead_work"."status" in ('new', 'contacted', 'won', 'lost'))
);
--> statement-breakpoint
CREATE INDEX "lead_work_tenant_status" ON "lead_work" USING btree ("tenant","status");--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"lead_id" uuid NOT NULL REFERENCES "leads"("id"),
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_notes_lead" ON "lead_notes" USING btree ("lead_id","created_at");
--> statement-breakpoint
-- The inbox pages newest first by (created_at, id): one index walks a page after any other.
CREATE INDEX "leads_tenant_created_id" ON "leads" USING btree ("tenant","created_at","id");
