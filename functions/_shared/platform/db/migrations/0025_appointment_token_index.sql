-- A move-or-cancel link finds its booking by the token's hash: an index, not a scan of the dealer's bookings.
CREATE UNIQUE INDEX "appointments_manage_token" ON "appointments" USING btree ("tenant","manage_token_hash");
