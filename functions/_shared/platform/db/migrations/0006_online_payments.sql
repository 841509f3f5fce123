CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"receipt_number" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_status" CHECK ("online_payments"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_tenant_receipt" ON "online_payments" USING btree ("tenant","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_tenant_idempotency_key" ON "online_payments" USING btree ("tenant","idempotency_key");
