-- A shopper's alerts (a saved car's price drop or return, new cars matching a saved search), each with the consent that allows it.
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"kind" text NOT NULL,
	"car_id" text,
	"search" text,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"consent" jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_how" text,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_kind" CHECK ("alert_subscriptions"."kind" in ('car', 'search')),
	CONSTRAINT "alert_subscriptions_channel" CHECK ("alert_subscriptions"."channel" in ('email', 'sms')),
	CONSTRAINT "alert_subscriptions_status" CHECK ("alert_subscriptions"."status" in ('unconfirmed', 'active', 'ended')),
	CONSTRAINT "alert_subscriptions_frequency" CHECK ("alert_subscriptions"."frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_one_live" ON "alert_subscriptions" USING btree ("tenant","kind",coalesce("car_id", ''),coalesce("search", ''),"channel","recipient") WHERE "status" <> 'ended';--> statement-breakpoint
CREATE INDEX "alert_subscriptions_recipient" ON "alert_subscriptions" USING btree ("tenant","recipient");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_car" ON "alert_subscriptions" USING btree ("tenant","car_id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE TABLE "alert_inputs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"car_id" text NOT NULL,
	"what" text NOT NULL,
	"from_price" double precision,
	"to_price" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_inputs_what" CHECK ("alert_inputs"."what" in ('arrived', 'price_drop'))
);
--> statement-breakpoint
CREATE INDEX "alert_inputs_tenant_id" ON "alert_inputs" USING btree ("tenant","id");--> statement-breakpoint
CREATE TABLE "alert_cursors" (
	"tenant" text PRIMARY KEY NOT NULL,
	"last_change_id" bigint NOT NULL,
	"last_input_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_pending" (
	"subscription_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_pending_pk" PRIMARY KEY("subscription_id","event_key")
);
--> statement-breakpoint
ALTER TABLE "alert_pending" ADD CONSTRAINT "alert_pending_subscription_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
