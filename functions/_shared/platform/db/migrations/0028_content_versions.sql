-- What editors change in the console (offers ended early, holiday hours): one draft per
-- dealer, and every published version kept (the newest is live), so any can be restored.
CREATE TABLE "content_drafts" (
	"tenant" text PRIMARY KEY NOT NULL,
	"edits" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"tenant" text NOT NULL,
	"version" integer NOT NULL,
	"edits" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer,
	CONSTRAINT "content_versions_tenant_version_pk" PRIMARY KEY("tenant","version")
);
