-- What the server itself checked about a lead (a valuation it made, a phone proven by an SMS code), kept apart from what the shopper typed, so a pasted "Online estimate …" in a comment can never read like the server's own.
ALTER TABLE "leads" ADD COLUMN "verified" jsonb DEFAULT '[]'::jsonb NOT NULL;
