-- A message the site or staff send about a booking (a closed day, a move by staff, a reminder) carries a move-or-cancel link of its own. Each such link's token is stored as its SHA-256 only, beside the booking's first one, which keeps working too.
CREATE TABLE "appointment_links" (
	"tenant" text NOT NULL,
	"token_hash" text NOT NULL,
	"appointment_id" uuid NOT NULL REFERENCES "appointments"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_links_tenant_token_hash_pk" PRIMARY KEY("tenant","token_hash")
);
