-- The owners' weekly summary emails sent: one per owner per week, claimed before the email goes, so an hourly job sends each once.
CREATE TABLE "weekly_summaries" (
	"tenant" text NOT NULL,
	"staff_id" text NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_summaries_tenant_staff_id_week_pk" PRIMARY KEY("tenant","staff_id","week")
);
