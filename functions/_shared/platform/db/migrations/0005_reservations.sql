CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"reference" text NOT NULL,
	"car_id" text NOT NULL,
	"car_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('pending', 'held', 'captured', 'released', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_car" ON "reservations" USING btree ("tenant","car_id") WHERE "reservations"."status" in ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_tenant_reference" ON "reservations" USING btree ("tenant","reference");--> statement-breakpoint
CREATE INDEX "reservations_due" ON "reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "reservations_payment" ON "reservations" USING btree ("payment_id");--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "local_payment_checkouts" (
	"checkout_id" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
