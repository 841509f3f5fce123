-- Each signed call's nonce (the stock hook, the ops endpoints) is kept for its signature's five-minute window, so a replay inside the window is refused; expired rows are pruned as calls arrive.
CREATE TABLE "signed_call_nonces" (
	"tenant" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signed_call_nonces_tenant_nonce_pk" PRIMARY KEY("tenant","nonce")
);
--> statement-breakpoint
CREATE INDEX "signed_call_nonces_expires" ON "signed_call_nonces" USING btree ("expires_at");
