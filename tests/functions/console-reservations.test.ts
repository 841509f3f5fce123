import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import listFn from "../../functions/console-reservations.ts";
import paymentsFn from "../../functions/console-payments.ts";
import onlinePaymentFn from "../../functions/online-payment.ts";
import paymentStatusFn from "../../functions/online-payment-status.ts";
import updateFn from "../../functions/console-reservations-update.ts";
import reserveFn from "../../functions/reservations.ts";
import statusFn from "../../functions/reservations-status.ts";
import { auditLog } from "../../functions/_shared/platform/db/schema.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, useFunctionEnv } from "./support/harness.ts";
import { signedInShopper, submitCheckout, useTwoYardsCrm } from "./support/payments.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();
useTwoYardsCrm();

let shoppers = 0;
/** A shopper reserves two-yards' car and pays the $200 hold with the good test card. */
async function heldReservation(carId: string) {
  const n = ++shoppers;
  const shopper = await signedInShopper(`0457${String(n).padStart(6, "0")}`, `198.51.100.${200 + n}`);
  const created = await call(reserveFn, "/api/reservations", {
    cookie: shopper.cookie,
    ip: shopper.ip,
    body: { car_id: carId, first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: shopper.phone },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { reservation, checkout_url } = created.json;
  expect(
    (await submitCheckout(checkout_url, { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" })).status,
  ).toBe(303);
  await expect
    .poll(
      async () =>
        (await call(statusFn, "/api/reservations/status", { query: { id: reservation.id } })).json.reservation?.status,
    )
    .toBe("held");
  return reservation as { id: string; reference: string };
}

const list = (cookie: string, slug = "two-yards") => call(listFn, "/api/console/reservations", { slug, cookie });
const act = (cookie: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  call(updateFn, "/api/console/reservations/update", {
    body,
    cookie,
    ...options,
    headers: { origin: consoleOrigin(options.slug), ...options.headers },
  });

forEachDatabase("deposits in the console", (database) => {
  it("a salesperson sees a paid hold with the shopper's contact, captures it once, and it is audited", async () => {
    const email = newStaffEmail("sales");
    const cookie = await signedInStaff(email, "sales");
    const held = await heldReservation("502");
    const shown = (await list(cookie)).json.reservations.find((row: { id: string }) => row.id === held.id);
    expect(shown).toMatchObject({
      reference: held.reference,
      status: "held",
      amount_cents: 20000,
      name: "Ada Lovelace",
      email: "ada@example.com",
    });

    const captured = await act(cookie, { id: held.reference, action: "capture" });
    expect(captured.status, JSON.stringify(captured.json)).toBe(200);
    expect(captured.json).toMatchObject({ outcome: "captured", reservation: { id: held.id, status: "captured" } });
    expect((await act(cookie, { id: held.id, action: "capture" })).json.outcome).toBe("already captured");
    expect((await act(cookie, { id: held.id, action: "release" })).status).toBe(409);

    const rows = await database().db.select().from(auditLog).where(eq(auditLog.subject, held.id));
    expect(rows.map((row) => [row.action, row.actor])).toEqual([
      ["reservation.capture", email.toLowerCase()],
      ["reservation.capture", email.toLowerCase()],
    ]);
  });

  it("an editor may not touch deposits; another dealer's staff cannot see or release ours", async () => {
    const held = await heldReservation("501");
    const editor = await signedInStaff(newStaffEmail("editor"), "editor");
    expect((await list(editor)).status).toBe(403);
    expect((await act(editor, { id: held.id, action: "release" })).status).toBe(403);
    const theirs = await signedInStaff(newStaffEmail("owner"), "owner", "booking-yard");
    expect((await list(theirs, "booking-yard")).json.reservations.map((row: { id: string }) => row.id)).not.toContain(
      held.id,
    );
    expect((await act(theirs, { id: held.id, action: "release" }, { slug: "booking-yard" })).status).toBe(404);
    const owner = await signedInStaff(newStaffEmail("owner"), "owner");
    expect((await act(owner, { id: held.id, action: "release" })).json.outcome).toBe("released");
  });

  it("online payments show who paid, for what and the receipt, to owners and sales of this dealer only", async () => {
    const started = await call(onlinePaymentFn, "/api/online-payment", {
      ip: "198.51.100.240",
      body: {
        purpose: "Service invoice",
        reference: `INV-${Date.now().toString(36).toUpperCase()}`,
        amount: "249.50",
        first_name: "Grace",
        last_name: "Hopper",
        email: "grace@example.com",
        phone: "0412000111",
      },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const { payment, checkout_url } = started.json;
    await submitCheckout(checkout_url, { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
    await expect
      .poll(
        async () =>
          (await call(paymentStatusFn, "/api/online-payment/status", { query: { id: payment.id } })).json.payment
            ?.status,
      )
      .toBe("paid");

    const sales = await signedInStaff(newStaffEmail("sales"), "sales");
    const listed = await call(paymentsFn, "/api/console/payments", { cookie: sales, query: { status: "paid" } });
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    expect(listed.json.payments.find((row: { id: string }) => row.id === payment.id)).toMatchObject({
      receipt_number: payment.receipt_number,
      name: "Grace Hopper",
      email: "grace@example.com",
      amount_text: "$249.50",
      status: "paid",
      refunded_cents: 0,
      disputed_at: null,
    });
    const editor = await signedInStaff(newStaffEmail("editor"), "editor");
    expect((await call(paymentsFn, "/api/console/payments", { cookie: editor })).status).toBe(403);
    const theirs = await signedInStaff(newStaffEmail("owner"), "owner", "booking-yard");
    const elsewhere = await call(paymentsFn, "/api/console/payments", { cookie: theirs, slug: "booking-yard" });
    expect(elsewhere.json.payments.map((row: { id: string }) => row.id)).not.toContain(payment.id);
  });
});
