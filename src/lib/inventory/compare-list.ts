/**
 * The compare list: what the tray, the Compare buttons and a shared link need. The
 * table's rules are in compare.ts, so a car page does not download them with its Compare button.
 */

/**
 * Compare cars: up to 3 side by side, 4 where the screen is wide enough to show them.
 * The narrow limit holds for the list itself, so a list made on a desktop still fits a phone's
 * table once the shopper removes one; the wide limit only lets a desktop add a fourth.
 */
export const COMPARE_LIMIT = 3;
export const COMPARE_LIMIT_WIDE = 4;
export const WIDE_SCREEN_QUERY = "(min-width: 64rem)";

/** What the compare list remembers of a car: enough to name it in the tray and open its page. */
export type CompareEntry = { id: string; slug: string; name: string };

export function compareLimitMessage(limit: number): string {
  return `You can compare up to ${limit} cars at a time. Remove one to add another.`;
}

/**
 * The empty /compare page says how many this screen compares: the tray's own limit,
 * 3, or 4 on a wide screen (it said 3 to a desktop that takes 4).
 */
export function compareEmptyMessage(limit: number, plural = "cars"): string {
  return `No ${plural} to compare yet. Choose 'Compare' on up to ${limit} ${plural}, then come back here.`;
}

export type CompareAdd = { ok: true; list: CompareEntry[] } | { ok: false; message: string };

/** Adds a car at the end of the list; a car already in it stays where it is; one past the limit is refused. */
export function addToCompare(list: readonly CompareEntry[], entry: CompareEntry, limit: number): CompareAdd {
  if (list.some((chosen) => chosen.id === entry.id)) return { ok: true, list: [...list] };
  if (list.length >= limit) return { ok: false, message: compareLimitMessage(limit) };
  return { ok: true, list: [...list, entry] };
}

/** The ids a shared `/compare?ids=a,b,c` link names: trimmed, once each, at most the wide limit. */
export function parseCompareIds(ids: string | null): string[] {
  const unique = new Set(
    (ids ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  );
  return [...unique].slice(0, COMPARE_LIMIT_WIDE);
}

export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(",")}`;
}
