-- Refunds and disputes of online payments reported by the payment provider are recorded on the payment (and sent to the dealer as a lead), not ignored; a refund or dispute names only the provider's payment, so online payments are found by it.
ALTER TABLE "online_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "disputed_cents" integer;--> statement-breakpoint
CREATE INDEX "online_payments_payment" ON "online_payments" USING btree ("payment_id");
