CREATE TABLE "spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"campaign" text NOT NULL,
	"phone" text NOT NULL,
	"prize_id" text NOT NULL,
	"prize_label" text NOT NULL,
	"redemption_code" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spins_tenant_campaign_phone" ON "spins" USING btree ("tenant","campaign","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "spins_tenant_redemption_code" ON "spins" USING btree ("tenant","redemption_code");
