-- Pushes of changed cars to each syndication destination (webhook, Meta's catalog), retried through the outbox's rules; an unclaimed push gathers later changes.
CREATE TABLE "stock_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"destination" text NOT NULL,
	"target" jsonb NOT NULL,
	"car_ids" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_pushes_status" CHECK ("stock_pushes"."status" in ('pending', 'delivered', 'dead'))
);
--> statement-breakpoint
CREATE INDEX "stock_pushes_due" ON "stock_pushes" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_pushes_open" ON "stock_pushes" USING btree ("tenant","destination") WHERE "stock_pushes"."claimed_at" is null and "stock_pushes"."status" = 'pending';
