-- Who has a lead. Sales staff say which yards they cover and whether they are taking leads; a new lead goes by rule (its yard's staff, then staff of every yard, least recently given one first); an owner or salesperson can hand it to someone else. An overdue lead emails its assignee and the owners once (overdue_notified_at).
ALTER TABLE "staff" ADD COLUMN "location_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "taking_leads" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "lead_assignments" (
	"lead_id" uuid PRIMARY KEY NOT NULL REFERENCES "leads"("id"),
	"tenant" text NOT NULL,
	"staff_id" uuid REFERENCES "staff"("id"),
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" text NOT NULL,
	"overdue_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "lead_assignments_staff" ON "lead_assignments" USING btree ("tenant","staff_id","assigned_at");
