-- Insights: car-page views counted per car and day and per source and day (never a row per view); every car's first day in stock and every price it was advertised at; where each lead, booking and deposit came from; an owner's weekly summary switch.
CREATE TABLE "car_views_daily" (
	"tenant" text NOT NULL,
	"day" date NOT NULL,
	"car_id" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "car_views_daily_tenant_day_car_id_pk" PRIMARY KEY("tenant","day","car_id")
);
--> statement-breakpoint
CREATE TABLE "source_views_daily" (
	"tenant" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "source_views_daily_tenant_day_source_pk" PRIMARY KEY("tenant","day","source")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"tenant" text NOT NULL,
	"car_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone,
	CONSTRAINT "stock_ledger_tenant_car_id_pk" PRIMARY KEY("tenant","car_id")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"car_id" text NOT NULL,
	"price" integer,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_history_tenant_car" ON "price_history" USING btree ("tenant","car_id","changed_at");
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" jsonb;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" jsonb;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" jsonb;
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "weekly_summary" boolean DEFAULT true NOT NULL;
