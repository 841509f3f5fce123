import { and, eq } from "drizzle-orm";
import type { Spin } from "#lib/api/spin-to-win.ts";
import { drawPrizeIndex, type Random, redemptionCode } from "#lib/spin-to-win/draw.ts";
import { landingRotation, SPIN_TURNS } from "#lib/spin-to-win/wheel.ts";
import type { SpinToWin } from "#lib/spin-to-win/settings.ts";
import type { Db } from "../platform/db/client.ts";
import { cryptoRandom } from "../platform/random.ts";
import { contacts, spins } from "../platform/db/schema.ts";
import { type SiteLead, submitLead } from "../leads/submit.ts";
import type { Tenant } from "../platform/tenant.ts";

type SpinRow = typeof spins.$inferSelect;
type Reader = Pick<Db, "select">;

/** Where the shopper reads about their spin in the dealer's CRM. */
export const SPIN_LEAD_FORM_TYPE = "Spin to Win";
/** The lead's first name when the dealer does not know the shopper's yet (they signed in with a mobile only). */
const UNKNOWN_NAME = "Spin to Win entrant";

export async function findSpin(db: Reader, slug: string, campaign: string, phone: string): Promise<SpinRow | null> {
  const [row] = await db
    .select()
    .from(spins)
    .where(and(eq(spins.tenant, slug), eq(spins.campaign, campaign), eq(spins.phone, phone)))
    .limit(1);
  return row ?? null;
}

/**
 * One spin for a phone in the dealer's current campaign, drawn here. The spin, its lead and the
 * lead's outbox rows commit together. The unique index on (tenant, campaign, phone) decides a
 * race: the loser stores nothing and gets the first spin back with `created: false`.
 */
export async function spinOnce(
  db: Db,
  tenant: Tenant,
  phone: string,
  random: Random = cryptoRandom,
  now = new Date(),
): Promise<{ created: boolean; row: SpinRow; deliveryIds: string[] }> {
  const campaign = tenant.config.features.spinToWin;
  const prize = campaign.prizes[drawPrizeIndex(campaign.prizes, random())]!;
  const code = prize.noPrize ? null : redemptionCode(random);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(spins)
      .values({
        tenant: tenant.slug,
        campaign: campaign.campaign,
        phone,
        prizeId: prize.id,
        prizeLabel: prize.label,
        redemptionCode: code,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [spins.tenant, spins.campaign, spins.phone] })
      .returning();
    if (!row) {
      const first = await findSpin(tx, tenant.slug, campaign.campaign, phone);
      if (!first)
        throw new Error(`spin-to-win: a spin for ${tenant.slug}/${campaign.campaign} conflicted but is not there`);
      return { created: false, row: first, deliveryIds: [] };
    }
    const [contact] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenant, tenant.slug), eq(contacts.phone, phone)))
      .limit(1);
    const lead = spinLead(tenant, campaign, row, contact);
    const submitted = await submitLead(db, tenant, lead, `spin-to-win:${row.id}`, now, tx);
    const [linked] = await tx.update(spins).set({ leadId: submitted.lead.id }).where(eq(spins.id, row.id)).returning();
    return { created: true, row: linked!, deliveryIds: submitted.deliveryIds };
  });
}

/** The dealer's lead for a spin: the prize and its code in the comments (what an email shows first) and in the details. */
function spinLead(
  tenant: Tenant,
  campaign: SpinToWin,
  spin: SpinRow,
  contact: typeof contacts.$inferSelect | undefined,
): SiteLead {
  const result = spin.redemptionCode
    ? `Prize: ${spin.prizeLabel}. Redemption code: ${spin.redemptionCode}.`
    : `No prize (${spin.prizeLabel}).`;
  return {
    kind: "spin-to-win",
    formType: SPIN_LEAD_FORM_TYPE,
    first_name: contact?.firstName ?? UNKNOWN_NAME,
    last_name: contact?.lastName ?? undefined,
    email: contact?.email ?? undefined,
    phone: spin.phone,
    postcode: undefined,
    category: undefined,
    comments: `${campaign.title} (campaign ${campaign.campaign}). ${result}`,
    // A spin is not consent to marketing.
    opt_in: false,
    page_url: new URL("/spin-to-win", tenant.config.siteUrl).href,
    analytics: {},
    details: {
      campaign: campaign.campaign,
      prize_id: spin.prizeId,
      prize: spin.prizeLabel,
      redemption_code: spin.redemptionCode ?? "none",
    },
  };
}

/**
 * A stored spin as the wheel needs it: the prize's segment on today's wheel and the rotation that
 * lands on it (a new spin turns a few times first; one shown again just stops there). A prize the
 * dealer has since taken off the wheel has no segment.
 */
export function toSpin(row: SpinRow, campaign: SpinToWin, landing: { turns?: number; nudge?: number } = {}): Spin {
  const index = campaign.prizes.findIndex((prize) => prize.id === row.prizeId);
  const count = campaign.prizes.length;
  const prize = campaign.prizes[index];
  return {
    campaign: row.campaign,
    prize_id: row.prizeId,
    prize_label: row.prizeLabel,
    no_prize: prize ? prize.noPrize : row.redemptionCode === null,
    redemption_code: row.redemptionCode,
    segment: index >= 0 ? { index, count } : null,
    rotation: index >= 0 ? landingRotation(index, count, { turns: landing.turns ?? 0, nudge: landing.nudge }) : null,
    spun_at: row.createdAt.toISOString(),
  };
}

/** A new spin's landing: the full turns, stopped somewhere inside the segment rather than always at its centre. */
export const freshLanding = (random: Random = cryptoRandom) => ({ turns: SPIN_TURNS, nudge: random() * 2 - 1 });
