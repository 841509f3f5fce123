-- Insights counts a dealer's leads per day (in the dealer's zone), car, kind and source as they are written, so a period's enquiries are a sum of a few rows rather than a scan of every lead. A trigger on leads keeps the counts in the lead's own transaction, whichever code writes the lead; a dealer's counts start (from all its leads) the first time Insights reads them, under the zone it counts days in. A version per dealer, raised by any statement that changes lead_work, says when a response table counted earlier may be kept.
CREATE TABLE "lead_counts_tenants" (
	"tenant" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_counts_daily" (
	"tenant" text NOT NULL,
	"day" date NOT NULL,
	"car_id" text,
	"kind" text NOT NULL,
	"source" text,
	"leads" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lead_counts_daily_key" ON "lead_counts_daily" USING btree ("tenant","day","car_id","kind","source") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE FUNCTION "insights_count_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	zone text;
	lead_day date;
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		SELECT time_zone INTO zone FROM lead_counts_tenants WHERE tenant = OLD.tenant;
		IF zone IS NOT NULL THEN
			lead_day := (OLD.created_at AT TIME ZONE zone)::date;
			UPDATE lead_counts_daily SET leads = leads - 1
			WHERE tenant = OLD.tenant AND day = lead_day AND car_id IS NOT DISTINCT FROM OLD.car_id
				AND kind = OLD.kind AND source IS NOT DISTINCT FROM (OLD.source ->> 'class');
			-- A day before yesterday is closed: a reader may have kept its sums, so they are marked changed.
			IF lead_day < (now() AT TIME ZONE zone)::date - 1 THEN
				UPDATE lead_counts_tenants SET version = version + 1 WHERE tenant = OLD.tenant;
			END IF;
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT time_zone INTO zone FROM lead_counts_tenants WHERE tenant = NEW.tenant;
		IF zone IS NOT NULL THEN
			lead_day := (NEW.created_at AT TIME ZONE zone)::date;
			INSERT INTO lead_counts_daily (tenant, day, car_id, kind, source, leads)
			VALUES (NEW.tenant, lead_day, NEW.car_id, NEW.kind, NEW.source ->> 'class', 1)
			ON CONFLICT (tenant, day, car_id, kind, source) DO UPDATE SET leads = lead_counts_daily.leads + 1;
			IF lead_day < (now() AT TIME ZONE zone)::date - 1 THEN
				UPDATE lead_counts_tenants SET version = version + 1 WHERE tenant = NEW.tenant;
			END IF;
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_insights_count" AFTER INSERT OR DELETE OR UPDATE OF "tenant", "created_at", "car_id", "kind", "source" ON "leads" FOR EACH ROW EXECUTE FUNCTION "insights_count_lead"();
--> statement-breakpoint
CREATE FUNCTION "insights_leads_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Row triggers do not see a truncate: every dealer's counts start again on their next read.
	DELETE FROM lead_counts_daily;
	DELETE FROM lead_counts_tenants;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_insights_truncate" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "insights_leads_truncated"();
--> statement-breakpoint
CREATE TABLE "lead_work_versions" (
	"tenant" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "insights_lead_work_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO lead_work_versions (tenant, version)
	SELECT DISTINCT tenant, 1 FROM changed_work
	ON CONFLICT (tenant) DO UPDATE SET version = lead_work_versions.version + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lead_work_insert_version" AFTER INSERT ON "lead_work" REFERENCING NEW TABLE AS changed_work FOR EACH STATEMENT EXECUTE FUNCTION "insights_lead_work_changed"();
--> statement-breakpoint
CREATE TRIGGER "lead_work_update_version" AFTER UPDATE ON "lead_work" REFERENCING NEW TABLE AS changed_work FOR EACH STATEMENT EXECUTE FUNCTION "insights_lead_work_changed"();
--> statement-breakpoint
CREATE TRIGGER "lead_work_delete_version" AFTER DELETE ON "lead_work" REFERENCING OLD TABLE AS changed_work FOR EACH STATEMENT EXECUTE FUNCTION "insights_lead_work_changed"();
--> statement-breakpoint
CREATE FUNCTION "insights_lead_work_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE lead_work_versions SET version = version + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lead_work_truncate_version" AFTER TRUNCATE ON "lead_work" FOR EACH STATEMENT EXECUTE FUNCTION "insights_lead_work_truncated"();
