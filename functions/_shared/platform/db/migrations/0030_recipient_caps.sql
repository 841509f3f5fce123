-- One cap per recipient across every dealer: messages to an address (or phone) that has not shown it is the shopper's are counted per normalised recipient and day, not per dealer, so a stranger cannot make someone's inbox a pager with plus-addresses and many dealers' forms. A message over the cap is kept as 'skipped' (its lead is taken all the same); 'capped' is false for messages to a confirmed address or the signed-in phone, and for receipts of a payment.
CREATE TABLE "recipient_counts" (
	"recipient" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipient_counts_recipient_window_start_pk" PRIMARY KEY("recipient","window_start")
);
--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD COLUMN "capped" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_messages" DROP CONSTRAINT "shopper_messages_status";--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_status" CHECK ("shopper_messages"."status" in ('pending', 'delivered', 'dead', 'skipped'));
