-- A booking on a day the dealer closed after it was made (holiday hours, a blocked date):
-- when the site noticed and told the shopper, once; staff see it in the console's "Needs a new time".
-- Moving the booking clears it.
ALTER TABLE "appointments" ADD COLUMN "closed_day_noticed_at" timestamp with time zone;
--> statement-breakpoint
-- The shopper asked to be texted reminders and changes (where the dealer offers it).
ALTER TABLE "appointments" ADD COLUMN "sms_reminders" boolean DEFAULT false NOT NULL;
