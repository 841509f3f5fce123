CREATE TABLE "stock_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"event_id" text NOT NULL,
	"car_id" text NOT NULL,
	"change" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"event_id" text NOT NULL,
	"feed_changed" boolean DEFAULT false NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_changes_tenant_received" ON "stock_changes" USING btree ("tenant","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_events_tenant_event" ON "stock_events" USING btree ("tenant","event_id");