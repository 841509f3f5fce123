import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import lastSmsFn from "../../functions/dev-last-sms.ts";
import sendFn from "../../functions/sign-in-send.ts";
import verifyFn from "../../functions/sign-in-verify.ts";
import spinFn from "../../functions/spin-to-win.ts";
import { leadDeliveries, leads, spins } from "../../functions/_shared/platform/db/schema.ts";
import { spinOnce } from "../../functions/_shared/spin-to-win/spin.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import type { Tenant } from "../../functions/_shared/platform/tenant.ts";
import { spinToWin } from "#lib/api/spin-to-win.ts";
import { ALREADY_SPUN, REDEMPTION_CODE_PATTERN } from "#lib/spin-to-win/draw.ts";
import { segmentAtPointer } from "#lib/spin-to-win/wheel.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, sessionCookieFrom, useFunctionEnv } from "./support/harness.ts";
import { startStub, type Stub } from "./support/stub-server.ts";

useFunctionEnv();
let crm: Stub;
let adf: Stub;

beforeAll(async () => {
  crm = await startStub((_req, res) => res.writeHead(200).end("ok"));
  adf = await startStub((_req, res) => res.writeHead(201).end());
  process.env.TWO_YARDS_WEBHOOK_URL = `${crm.url}/leads`;
  process.env.TWO_YARDS_WEBHOOK_SECRET = "whsec-test";
  process.env.TWO_YARDS_ADF_URL = `${adf.url}/adf`;
});
afterAll(async () => {
  await crm.close();
  await adf.close();
});

async function signIn(phone: string, slug = "two-yards"): Promise<string> {
  await call(sendFn, "/api/sign-in/send", { slug, body: { phone_number: phone } });
  const { json } = await call(lastSmsFn, "/api/dev/last-sms", { slug, query: { phone } });
  return sessionCookieFrom(
    (await call(verifyFn, "/api/sign-in/verify", { slug, body: { phone_number: phone, code: json.code } })).response,
  );
}

const PRIZES = ["$50 fuel card", "Free detail"];

/** two-yards with its campaign changed (a new promotion, other prizes) for the direct tests. */
const withCampaign = (tenant: Tenant, change: Record<string, unknown>): Tenant => ({
  ...tenant,
  config: {
    ...tenant.config,
    features: { ...tenant.config.features, spinToWin: { ...tenant.config.features.spinToWin, ...change } },
  },
});

forEachDatabase("spin to win", (database) => {
  const db = () => database().db;
  const spinsOf = (phone: string) =>
    db()
      .select()
      .from(spins)
      .where(and(eq(spins.tenant, "two-yards"), eq(spins.phone, phone)));
  const spinLeadsOf = (phone: string) =>
    db()
      .select()
      .from(leads)
      .where(and(eq(leads.tenant, "two-yards"), eq(leads.phone, phone), eq(leads.kind, "spin-to-win")));

  it("spins once: the server draws a prize with a code, stores it and sends the dealer a lead with the code", async () => {
    const phone = "0455000001";
    const cookie = await signIn(phone);
    const before = await call(spinFn, "/api/spin-to-win", { cookie });
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ created: false, message: null, spin: null, terms: "One spin per mobile number." });

    const { status, json, background } = await call(spinFn, "/api/spin-to-win", { cookie, body: {} });
    expect(status).toBe(201);
    expect(spinToWin.response.safeParse(json).success).toBe(true);
    expect(json.created).toBe(true);
    expect(json.message).toBeNull();
    const { spin } = json;
    expect(PRIZES).toContain(spin.prize_label);
    expect(spin).toMatchObject({ campaign: "2026-test", no_prize: false, segment: { count: 2 } });
    expect(spin.redemption_code).toMatch(REDEMPTION_CODE_PATTERN);
    // The wheel turns five times and stops on the drawn prize.
    expect(spin.rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(segmentAtPointer(spin.rotation, 2)).toBe(spin.segment.index);
    expect(PRIZES[spin.segment.index]).toBe(spin.prize_label);

    const [row] = await spinsOf(phone);
    expect(row).toMatchObject({
      campaign: "2026-test",
      prizeLabel: spin.prize_label,
      redemptionCode: spin.redemption_code,
    });
    const [lead] = await spinLeadsOf(phone);
    expect(row!.leadId).toBe(lead!.id);
    expect(lead).toMatchObject({ formType: "Spin to Win", optIn: false, firstName: "Spin to Win entrant" });
    expect(lead!.comments).toContain(`Redemption code: ${spin.redemption_code}`);
    expect(lead!.details).toMatchObject({ campaign: "2026-test", redemption_code: spin.redemption_code });

    // Queued in the outbox with the lead, then delivered after the response.
    expect(background).toHaveLength(1);
    const deliveries = await db().select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id));
    expect(deliveries.map((d) => [d.destination, d.status]).sort()).toEqual([
      ["adf", "delivered"],
      ["crm", "delivered"],
    ]);
    const hook = crm.requests.find((r) => r.headers["idempotency-key"] === `${lead!.id}:crm`)!;
    expect(JSON.parse(hook.body)).toMatchObject({
      type: "Spin to Win",
      customer: { phone },
      details: { redemption_code: spin.redemption_code },
    });
    expect(JSON.parse(hook.body).comments).toContain(spin.redemption_code);
  });

  it("refuses a second spin by the same phone with the first prize, and makes no second lead", async () => {
    const phone = "0455000002";
    const cookie = await signIn(phone);
    const first = await call(spinFn, "/api/spin-to-win", { cookie, body: {} });
    const second = await call(spinFn, "/api/spin-to-win", { cookie, body: {} });
    expect(second.status).toBe(200);
    expect(second.json.created).toBe(false);
    expect(second.json.message).toBe(ALREADY_SPUN);
    expect(second.json.spin).toMatchObject({
      prize_id: first.json.spin.prize_id,
      redemption_code: first.json.spin.redemption_code,
    });
    expect(second.background).toHaveLength(0);
    // A new sign-in on another browser is the same phone: still refused.
    const again = await call(spinFn, "/api/spin-to-win", { cookie: await signIn(phone), body: {} });
    expect(again.json.spin.redemption_code).toBe(first.json.spin.redemption_code);
    // Coming back later shows the same prize, with the refusal for the button.
    const shown = await call(spinFn, "/api/spin-to-win", { cookie });
    expect(shown.json).toMatchObject({
      created: false,
      message: ALREADY_SPUN,
      spin: { prize_id: first.json.spin.prize_id },
    });
    expect(segmentAtPointer(shown.json.spin.rotation, 2)).toBe(first.json.spin.segment.index);
    expect(await spinsOf(phone)).toHaveLength(1);
    expect(await spinLeadsOf(phone)).toHaveLength(1);
  });

  it("two spins at once by one phone store exactly one spin and one lead", async () => {
    const phone = "0455000003";
    const cookie = await signIn(phone);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(spinFn, "/api/spin-to-win", { cookie, body: {} })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.spin.redemption_code)).size).toBe(1);
    expect(await spinsOf(phone)).toHaveLength(1);
    expect(await spinLeadsOf(phone)).toHaveLength(1);
  });

  it("the database itself refuses a second spin for a phone in a campaign", async () => {
    const row = { tenant: "two-yards", campaign: "2026-test", phone: "0455000004", prizeId: "p", prizeLabel: "P" };
    await db().insert(spins).values(row);
    await expect(db().insert(spins).values(row)).rejects.toThrow();
    expect(await spinsOf("0455000004")).toHaveLength(1);
  });

  it("refuses a shopper who is not signed in (401), and a dealer that does not run it (404)", async () => {
    for (const method of ["GET", "POST"]) {
      const signedOut = await call(spinFn, "/api/spin-to-win", { method, ...(method === "POST" ? { body: {} } : {}) });
      expect(signedOut.status).toBe(401);
      expect(signedOut.json.error.code).toBe("unauthorized");
    }
    const elsewhere = await signIn("0455000005", "one-yard");
    const off = await call(spinFn, "/api/spin-to-win", { slug: "one-yard", cookie: elsewhere, body: {} });
    expect(off.status).toBe(404);
    expect(off.json.error).toEqual({ code: "not_running", message: "Spin to Win is not running on this site." });
    // Another dealer's session is no session here.
    const crossed = await call(spinFn, "/api/spin-to-win", { cookie: elsewhere, body: {} });
    expect(crossed.status).toBe(401);
  });

  it("a new campaign is a new promotion: the same phone spins again", async () => {
    const phone = "0455000006";
    const tenant = await loadPublishedTenant("two-yards");
    const summer = await spinOnce(db(), tenant, phone);
    const winter = await spinOnce(db(), withCampaign(tenant, { campaign: "2026-winter" }), phone);
    expect([summer.created, winter.created]).toEqual([true, true]);
    expect((await spinOnce(db(), withCampaign(tenant, { campaign: "2026-winter" }), phone)).created).toBe(false);
    expect(await spinsOf(phone)).toHaveLength(2);
  });

  it("draws by weight from the randomness it is given; a segment that wins nothing gets no code", async () => {
    const tenant = await loadPublishedTenant("two-yards");
    // Weights 3 and 1: 0.74 is in the first prize's share, 0.76 in the second's.
    const low = await spinOnce(db(), tenant, "0455000007", () => 0.74);
    expect(low.row.prizeId).toBe("fuel-card-50");
    const sequence = [0.76, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];
    const high = await spinOnce(db(), tenant, "0455000008", () => sequence.shift()!);
    expect(high.row).toMatchObject({ prizeId: "free-detail", redemptionCode: "SPIN-DGKP-SVY3" });

    const losing = withCampaign(tenant, {
      campaign: "2026-no-prize",
      prizes: [
        { id: "win", label: "Free detail", weight: 1, noPrize: false },
        { id: "lose", label: "Better luck next time", weight: 1, noPrize: true },
      ],
    });
    const none = await spinOnce(db(), losing, "0455000009", () => 0.9);
    expect(none.row).toMatchObject({ prizeId: "lose", redemptionCode: null });
    const [lead] = await spinLeadsOf("0455000009");
    expect(lead!.comments).toContain("No prize (Better luck next time).");
  });
});
