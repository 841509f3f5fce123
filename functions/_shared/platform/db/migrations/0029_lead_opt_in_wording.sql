-- The marketing opt-in's words as the form showed them beside the box, kept with the lead's opt_in (ticked or not), so the dealer can prove what a shopper agreed to (Spam Act 2003: the sender proves consent); null where the form showed no box.
ALTER TABLE "leads" ADD COLUMN "opt_in_wording" text;
