/** Spec §9: text shown before 'Read more'. */
export const COMMENTS_TRUNCATE_AT = 400;
export const DISCLAIMER_TRUNCATE_AT = 197;
export const REVIEW_TRUNCATE_AT = 160;
export const OFFER_DESCRIPTION_TRUNCATE_AT = 160;
export const OFFER_DESCRIPTION_LONG_TRUNCATE_AT = 200;

const ELLIPSIS = "…";

/** Punctuation that reads badly right before an ellipsis ("great value,…"). */
const TRAILING = /[\s,;:\-–—]+$/;

/**
 * Cuts `text` to at most `limit` characters (before the ellipsis) at a word boundary, so no word
 * is cut in half; a single word longer than the limit is cut at the limit. Text that fits comes
 * back unchanged with truncated false.
 */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  let head = text.slice(0, limit);
  if (!/\s/.test(text[limit]!)) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > 0) head = head.slice(0, lastSpace);
    // Never leave half of a surrogate pair (an emoji) at a hard cut.
    else if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  }
  return { text: head.replace(TRAILING, "") + ELLIPSIS, truncated: true };
}
