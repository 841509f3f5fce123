import { normalizeTerm, type TextMatches } from "./text-index.ts";

/** Algolia's defaults; InstantSearch sends its own `__ais-highlight__` tags and turns them into <mark>. */
export const HIGHLIGHT_PRE_TAG = "<em>";
export const HIGHLIGHT_POST_TAG = "</em>";

export type HighlightValue = {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Algolia-shaped highlight of one attribute: words of the value that matched the query (after
 * typo and prefix expansion) wrapped in the tags. "full" when every query word found a match in
 * this attribute, "partial" when some did. The value is returned as is (not HTML-escaped):
 * InstantSearch escapes hit values itself before swapping its tags for <mark>.
 */
function highlightValue(
  value: string,
  field: string,
  match: Record<string, string[]> | undefined,
  queryTerms: readonly string[],
  tags: { pre: string; post: string },
): HighlightValue {
  const terms = new Set(match ? Object.keys(match).filter((term) => match[term]!.includes(field)) : []);
  if (terms.size === 0) return { value, matchLevel: "none", matchedWords: [] };
  const matchedWords = new Set<string>();
  let words = 0;
  let highlighted = 0;
  const marked = value.replace(WORD, (word) => {
    words++;
    const term = normalizeTerm(word);
    if (!terms.has(term)) return word;
    highlighted++;
    matchedWords.add(term);
    return `${tags.pre}${word}${tags.post}`;
  });
  if (matchedWords.size === 0) return { value, matchLevel: "none", matchedWords: [] };
  return {
    value: marked,
    matchLevel: matchedWords.size >= queryTerms.length ? "full" : "partial",
    matchedWords: [...matchedWords],
    fullyHighlighted: highlighted === words,
  };
}

/** `_highlightResult` of a hit for the given string attributes; a present attribute always gets an entry (widgets read it). */
export function highlightHit(
  doc: Record<string, unknown>,
  fields: readonly string[],
  position: number,
  text: TextMatches | undefined,
  tags: { pre: string; post: string },
): Record<string, HighlightValue> {
  const out: Record<string, HighlightValue> = {};
  const match = text?.matches.get(position);
  for (const field of fields) {
    const value = doc[field];
    if (typeof value !== "string") continue;
    out[field] = highlightValue(value, field, match, text?.queryTerms ?? [], tags);
  }
  return out;
}
