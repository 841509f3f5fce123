-- A booked test drive or service. Each booking takes one numbered place in its slot (1 to the slot's capacity); the partial unique index makes "exactly one shopper gets the last place" the database's doing, and a car cannot be in two test drives at once.
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"kind" text NOT NULL,
	"location_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" integer NOT NULL,
	"car_id" text,
	"lead_id" uuid,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"client_key" text,
	"manage_token_hash" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_kind" CHECK ("appointments"."kind" in ('testDrive', 'service')),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('booked', 'cancelled')),
	CONSTRAINT "appointments_place" CHECK ("appointments"."place" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_place" ON "appointments" USING btree ("tenant","kind","location_id","starts_at","place") WHERE "appointments"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_car_time" ON "appointments" USING btree ("tenant","car_id","starts_at") WHERE "appointments"."status" = 'booked' and "appointments"."car_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_day" ON "appointments" USING btree ("tenant","kind","location_id","starts_at");
