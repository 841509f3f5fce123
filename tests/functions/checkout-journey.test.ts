import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import journeyFn from "../../functions/checkout-journey.ts";
import journeysFn from "../../functions/checkout-journeys.ts";
import { leads, reservations } from "../../functions/_shared/platform/db/schema.ts";
import { checkoutJourney } from "#lib/api/checkout-journey.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { signedInShopper, submitCheckout, useTwoYardsCrm } from "./support/payments.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();
useTwoYardsCrm();

const CX5 = { id: "502", slug: "2024-mazda-cx-5-502" };
let shoppers = 0;

const signedIn = () => {
  const n = ++shoppers;
  return signedInShopper(`0457${String(n).padStart(6, "0")}`, `198.51.100.${60 + n}`);
};

const save = (cookie: string | undefined, step: string, answer: Record<string, unknown>, carId = CX5.id) =>
  call(journeyFn, "/api/checkout-journey", { cookie, body: { car_id: carId, step, answer } });

forEachDatabase("online purchase journey", (database) => {
  const db = () => database().db;
  const journeyLeads = (phone: string) =>
    db()
      .select()
      .from(leads)
      .where(and(eq(leads.tenant, "two-yards"), eq(leads.kind, "checkout-journey"), eq(leads.phone, phone)));

  it("needs a signed-in shopper", async () => {
    expect((await save(undefined, "car", { confirmed: true })).status).toBe(401);
    expect((await call(journeysFn, "/api/checkout-journeys")).status).toBe(401);
  });

  it("saves the steps in order, tells the dealer at each, resumes where it was left, and places the hold at the end", async () => {
    const { phone, cookie } = await signedIn();
    const first = await save(cookie, "car", { confirmed: true });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(checkoutJourney.response.safeParse(first.json).success).toBe(true);
    expect(first.json.journey).toMatchObject({ car_id: CX5.id, car_slug: CX5.slug, next_step: "trade-in" });

    // Out of order: the payment step before the trade-in step.
    const early = await save(cookie, "payment", { method: "cash" });
    expect(early.status).toBe(409);
    expect(early.json.error).toEqual({ code: "earlier_steps", message: "Please complete the earlier steps first." });

    expect((await save(cookie, "trade-in", { choice: "skip" })).status).toBe(200);
    expect(
      (await save(cookie, "payment", { method: "finance", credit: "GREAT", term_years: 5, weekly: 140 })).status,
    ).toBe(200);
    const bad = await save(cookie, "delivery", { method: "delivery", postcode: "12" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ "answer.postcode": "Invalid postcode. Please enter a 4-digit number." });
    const delivery = await save(cookie, "delivery", { method: "delivery", postcode: "2500" });
    expect(delivery.status).toBe(200);
    // The place and cost as the shopper was quoted them, from the car's yard (Richmond VIC, ~650 km).
    expect(delivery.json.journey.delivery).toEqual({ postcode: "2500", place: "Coniston", state: "NSW", cost: 990 });

    // Left here: the journey resumes at the details step.
    const resumed = await call(journeysFn, "/api/checkout-journeys", { cookie, query: { car_id: CX5.id } });
    expect(resumed.json.journeys).toHaveLength(1);
    expect(resumed.json.journeys[0]).toMatchObject({ next_step: "details", reservation: null });
    expect(resumed.json.journeys[0].answers.payment).toEqual({
      method: "finance",
      credit: "GREAT",
      term_years: 5,
      weekly: 140,
    });

    const details = { first_name: "Grace", last_name: "Hopper", email: "grace@example.com", phone };
    expect((await save(cookie, "details", details)).status).toBe(200);
    const review = await save(cookie, "review", { confirmed: true });
    expect(review.status, JSON.stringify(review.json)).toBe(200);
    expect(review.json.checkout_url).toMatch(/^\/payments\/local-checkout\/cs_local_/);
    expect(review.json.journey.reservation).toMatchObject({ status: "pending", amount_cents: 20_000 });

    // Each completed step reached the dealer; the latest says what was chosen.
    const told = await journeyLeads(phone);
    expect(told.map((lead) => (lead.details as { step: string }).step).sort()).toEqual(
      ["car", "delivery", "details", "payment", "review", "trade-in"].sort(),
    );
    const last = told.find((lead) => (lead.details as { step: string }).step === "review")!;
    expect(last).toMatchObject({
      formType: "Online Purchase",
      firstName: "Grace",
      email: "grace@example.com",
      carId: CX5.id,
    });
    expect(last.comments).toContain("Step 6 of 6: Review and reserve");
    expect(last.comments).toContain("Paying: finance over 5 years");
    // The dealer hears the estimate the shopper was quoted (from the car's yard), not the nearest yard's.
    expect(last.comments).toContain("Delivery to 2500 (Coniston NSW, estimate $990)");

    // Paying on the provider's page holds the car; the journey shows the hold when resumed.
    const paid = await submitCheckout(review.json.checkout_url, {
      number: "4242424242424242",
      expiry: "12/40",
      cvc: "123",
    });
    expect(paid.status).toBe(303);
    expect(paid.response.headers.get("location")).toMatch(
      new RegExp(`/checkout-journey\\?car_id=${CX5.slug}&reservation=[0-9a-f-]{36}$`),
    );
    const after = await call(journeysFn, "/api/checkout-journeys", { cookie });
    expect(after.json.journeys[0].reservation).toMatchObject({ status: "held", car_id: CX5.id });

    // Saving the same answer again tells the dealer nothing new.
    const before = (await journeyLeads(phone)).length;
    await save(cookie, "car", { confirmed: true });
    expect(await journeyLeads(phone)).toHaveLength(before);

    // Another shopper reaching the last step is told the car is reserved.
    const other = await signedIn();
    for (const [step, answer] of [
      ["car", { confirmed: true }],
      ["trade-in", { choice: "skip" }],
      ["payment", { method: "cash" }],
      ["delivery", { method: "pickup", location_id: "11" }],
      ["details", { ...details, phone: other.phone }],
    ] as const)
      expect((await save(other.cookie, step, answer)).status).toBe(200);
    const refused = await save(other.cookie, "review", { confirmed: true });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("already_reserved");
    const active = await db().select().from(reservations).where(eq(reservations.carId, CX5.id));
    expect(active.filter((r) => r.status === "held")).toHaveLength(1);
  });

  it("is not offered for a sold or unknown car", async () => {
    const { cookie } = await signedIn();
    expect((await save(cookie, "car", { confirmed: true }, "503")).json.error.code).toBe("not_offered");
    expect((await save(cookie, "car", { confirmed: true }, "999")).status).toBe(404);
  });
});
