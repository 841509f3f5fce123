-- A code remembers which client address asked for it (IPv6 by /64), so another address's send no longer cancels it, and wrong guesses from other addresses have their own share.
ALTER TABLE "verifications" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "other_attempts" integer DEFAULT 0 NOT NULL;
