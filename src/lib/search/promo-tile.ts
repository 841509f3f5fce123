import type { PromoNode } from "../feed/promo.ts";

/** Spec §2/§9: an optional promo tile among the results, at position 8 by default (1-based). */
export type PromoTile = Pick<PromoNode, "id" | "title" | "text" | "href" | "cta">;
export const PROMO_TILE_POSITION = 8;

type GridItem<H> = { kind: "hit"; hit: H } | { kind: "promo"; promo: PromoTile };

/** The tenant's search promo: the first promo placed on search (or placed nowhere in particular), when the tile is on. */
export function searchPromo(promos: readonly PromoNode[], enabled: boolean): PromoTile | undefined {
  if (!enabled) return undefined;
  const promo = promos.find((p) => p.placement === "search") ?? promos.find((p) => !p.placement);
  return promo && { id: promo.id, title: promo.title, text: promo.text, href: promo.href, cta: promo.cta };
}

/**
 * The page's cards with the promo at `position`: only when the page has at least that many
 * results, so the tile always sits among cars and never ends a short list.
 */
export function withPromo<H>(hits: readonly H[], promo: PromoTile | undefined, position: number): GridItem<H>[] {
  const items: GridItem<H>[] = hits.map((hit) => ({ kind: "hit", hit }));
  if (promo && position >= 1 && hits.length >= position) items.splice(position - 1, 0, { kind: "promo", promo });
  return items;
}
