-- One pending or held reservation per verified phone and per client address (IPv6 by /64), so one shopper or one script can keep at most one car.
ALTER TABLE "reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_phone" ON "reservations" USING btree ("tenant","phone") WHERE "reservations"."status" in ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_client" ON "reservations" USING btree ("tenant","client_key") WHERE "reservations"."status" in ('pending', 'held');
