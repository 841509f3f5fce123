-- A booking is one lead. Moving or cancelling it (or its day closing) adds to that lead's history instead of making a new lead, and the dealer's CRM hears of each change as an update of the same lead: a delivery that names the event.
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"lead_id" uuid NOT NULL REFERENCES "leads"("id"),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind" CHECK ("lead_events"."kind" in ('booked', 'moved', 'cancelled', 'needs-new-time'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lead_events_lead_key" ON "lead_events" USING btree ("lead_id","key");
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "event_id" uuid REFERENCES "lead_events"("id");
