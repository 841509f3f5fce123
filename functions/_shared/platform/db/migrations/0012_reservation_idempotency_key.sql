-- A reservation remembers the shopper's idempotency key, so the same key from the same phone (a double click, a retry after a lost answer) is the same reservation, never a second one or a 409.
ALTER TABLE "reservations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("tenant","phone","idempotency_key") WHERE "reservations"."idempotency_key" is not null;
