import { spinToWin } from "#lib/api/spin-to-win.ts";
import { ALREADY_SPUN } from "#lib/spin-to-win/draw.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";
import { claimDue } from "./_shared/platform/outbox/store.ts";
import { findSpin, freshLanding, spinOnce, toSpin } from "./_shared/spin-to-win/spin.ts";

export const config = { path: "/api/spin-to-win", method: ["GET", "POST"] };

/**
 * Spin to win for the signed-in shopper. GET: their spin in the dealer's current
 * campaign, or null. POST: one spin, drawn here; the spin and the dealer's lead commit together,
 * and the lead's first delivery is tried after the response. A second spin is answered with the
 * first one and the refusal, never a second prize.
 */
export default defineFunction(spinToWin, async (_input, { site, request, context, fail, reply }) => {
  const tenant = await site();
  const campaign = tenant.config.features.spinToWin;
  if (!campaign.enabled) throw fail("not_running");
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  if (!session) throw unauthorized();
  if (request.method === "GET") {
    const row = await findSpin(db, tenant.slug, campaign.campaign, session.phone);
    return {
      created: false,
      message: row ? ALREADY_SPUN : null,
      spin: row ? toSpin(row, campaign) : null,
      terms: campaign.terms,
    };
  }
  const { created, row, deliveryIds } = await spinOnce(db, tenant, session.phone);
  if (deliveryIds.length)
    inBackground(context, "spin-to-win lead delivery", async () => {
      await attemptDeliveries(db, await claimDue(db, { ids: deliveryIds }));
    });
  return reply(
    {
      created,
      message: created ? null : ALREADY_SPUN,
      spin: toSpin(row, campaign, created ? freshLanding() : {}),
      terms: campaign.terms,
    },
    { status: created ? 201 : 200 },
  );
});
