-- Insights without recounting: each car's views summed over a period's closed days once, and each assigned lead's response clock (when it fell due, open minutes to the first response) kept beside the lead.
CREATE TABLE "car_views_windows" (
	"tenant" text NOT NULL,
	"from_day" date NOT NULL,
	"through_day" date NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "car_views_windows_tenant_from_day_through_day_pk" PRIMARY KEY("tenant","from_day","through_day")
);
--> statement-breakpoint
CREATE TABLE "car_views_window_cars" (
	"tenant" text NOT NULL,
	"from_day" date NOT NULL,
	"through_day" date NOT NULL,
	"car_id" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "car_views_window_cars_pk" PRIMARY KEY("tenant","from_day","through_day","car_id")
);
--> statement-breakpoint
ALTER TABLE "car_views_window_cars" ADD CONSTRAINT "car_views_window_cars_window_fk" FOREIGN KEY ("tenant","from_day","through_day") REFERENCES "public"."car_views_windows"("tenant","from_day","through_day") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "lead_response_clocks" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"answered_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"open_minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_response_clocks" ADD CONSTRAINT "lead_response_clocks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
