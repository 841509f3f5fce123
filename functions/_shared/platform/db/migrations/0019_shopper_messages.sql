-- Messages to shoppers (acknowledgements of leads, receipts for money), queued with their lead and sent through the outbox's rules.
CREATE TABLE "shopper_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"lead_id" uuid,
	"idempotency_key" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_messages_status" CHECK ("shopper_messages"."status" in ('pending', 'delivered', 'dead')),
	CONSTRAINT "shopper_messages_channel" CHECK ("shopper_messages"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_messages_tenant_idempotency_key" ON "shopper_messages" USING btree ("tenant","idempotency_key");--> statement-breakpoint
CREATE INDEX "shopper_messages_due" ON "shopper_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "shopper_messages_lead" ON "shopper_messages" USING btree ("lead_id");
