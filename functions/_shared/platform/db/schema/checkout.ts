import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { reservations } from "./reservations.ts";

/**
 * Online purchase: a signed-in shopper's progress through /checkout-journey for one car,
 * so it can be resumed (from /my-garage too). One open journey per shopper and car.
 */
export const checkoutJourneys = pgTable(
  "checkout_journeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenant: text("tenant").notNull(),
    phone: text("phone").notNull(),
    carId: text("car_id").notNull(),
    /** Each step's answer, by step name (src/lib/checkout-journey/journey.ts). */
    answers: jsonb("answers").notNull().default({}),
    /** The deposit hold placed at the last step. */
    reservationId: uuid("reservation_id").references(() => reservations.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkout_journeys_shopper_car").on(t.tenant, t.phone, t.carId)],
);
