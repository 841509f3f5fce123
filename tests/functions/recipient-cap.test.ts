import { inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import bookFn from "../../functions/appointments.ts";
import slotsFn from "../../functions/appointments-slots.ts";
import leadsFn from "../../functions/leads.ts";
import { leads, shopperMessages } from "../../functions/_shared/platform/db/schema.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { UNCONFIRMED_MESSAGES_PER_DAY } from "#lib/messages/recipient-cap.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/**
 * One cap per recipient across every kind of message and every dealer: bookings at one dealer and
 * enquiries at another, to plus-addresses of one Gmail mailbox, send it at most the day's cap;
 * every booking and every lead is taken all the same, and what was not sent is recorded as skipped.
 */
type SlotJson = { starts_at: string };

forEachDatabase("one cap per recipient across dealers", (database) => {
  const run = Math.random().toString(36).slice(2, 8);
  const victim = (i: number) => `Vic.Tim${run}+${i}@gmail.com`;

  it("six bookings and enquiries to victim+1..+6@gmail.com at two dealers send at most the cap", async () => {
    const slots = (
      await call(slotsFn, "/api/appointments/slots", {
        slug: "booking-yard",
        query: { kind: "service", location_id: "31" },
      })
    ).json.slots as SlotJson[];
    const leadIds: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const booked = await call(bookFn, "/api/appointments", {
        slug: "booking-yard",
        ip: `198.51.100.${60 + i}`,
        body: {
          kind: "service",
          starts_at: slots[i]!.starts_at,
          rego: "CAP123",
          first_name: "Ivy",
          last_name: "Booker",
          email: victim(i),
          phone: `04590${String(i).padStart(5, "0")}`,
          location_id: "31",
        },
      });
      expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    }
    for (let i = 4; i <= 6; i++) {
      const lead = await call(leadsFn, "/api/leads", {
        slug: "two-yards",
        ip: `198.51.100.${60 + i}`,
        body: { ...TWO_YARDS_ENQUIRY, email: victim(i), idempotency_key: `cap-${run}-${i}` },
      });
      expect(lead.status).toBe(201);
      leadIds.push(lead.json.lead.id);
    }

    const sent = [];
    for (let i = 1; i <= 6; i++)
      for (const slug of ["booking-yard", "two-yards"]) sent.push(...(await localEmailsTo(slug, victim(i))));
    expect(sent).toHaveLength(UNCONFIRMED_MESSAGES_PER_DAY);

    // Every enquiry is a lead; the message over the cap is kept, marked skipped, with why.
    const db = database().db;
    expect(await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, leadIds))).toHaveLength(3);
    const rows = await db
      .select()
      .from(shopperMessages)
      .where(inArray(shopperMessages.recipient, [1, 2, 3, 4, 5, 6].map(victim)));
    expect(rows).toHaveLength(6);
    const skipped = rows.filter((row) => row.status === "skipped");
    expect(skipped).toHaveLength(6 - UNCONFIRMED_MESSAGES_PER_DAY);
    expect(skipped[0]!.lastError).toContain("cap");
  });

  it("another mailbox is not held back by that one's cap", async () => {
    const lead = await call(leadsFn, "/api/leads", {
      slug: "two-yards",
      ip: "198.51.100.80",
      body: { ...TWO_YARDS_ENQUIRY, email: `other${run}@gmail.com`, idempotency_key: `cap-${run}-other` },
    });
    expect(lead.status).toBe(201);
    expect(await localEmailsTo("two-yards", `other${run}@gmail.com`)).toHaveLength(1);
  });
});
