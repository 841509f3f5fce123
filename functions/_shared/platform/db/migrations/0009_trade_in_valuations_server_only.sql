-- Trade-in valuations get their own table that only POST /api/trade-in/valuation writes, so a response sent to /api/miscellaneous can never pass for one. Rows with a phone moved over: only the valuation function ever set it; the rest stay browser-sent responses.
CREATE TABLE "trade_in_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"phone" text,
	"valuation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trade_in_valuations_tenant_phone" ON "trade_in_valuations" USING btree ("tenant","phone","created_at");--> statement-breakpoint
INSERT INTO "trade_in_valuations" ("id", "tenant", "phone", "valuation", "created_at") SELECT "id", "tenant", "phone", "response", "created_at" FROM "valuation_responses" WHERE "column_name" = 'trade_in_valuation' AND "phone" IS NOT NULL;--> statement-breakpoint
DELETE FROM "valuation_responses" WHERE "column_name" = 'trade_in_valuation' AND "phone" IS NOT NULL;--> statement-breakpoint
DROP INDEX "valuation_responses_tenant_phone";--> statement-breakpoint
ALTER TABLE "valuation_responses" DROP COLUMN "phone";
