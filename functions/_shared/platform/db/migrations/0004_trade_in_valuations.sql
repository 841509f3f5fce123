ALTER TABLE "valuation_responses" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "valuation_responses_tenant_phone" ON "valuation_responses" USING btree ("tenant","phone","created_at");
