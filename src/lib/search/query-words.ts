/**
 * Words too common to help a search. The index leaves them out of dealer comments
 * (`commentTerms`), so a query must leave them out too: otherwise 'one owner' requires a word no
 * comment holds and finds nothing, and 'car with sunroof' drops words from the right until only
 * 'car' is left. Both backends search the same words (`searchWords`).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a an and are as at be but by for from has have in is it its of on or our the this to was we with you your us all any can just very will more one".split(
    " ",
  ),
);

/**
 * The words of a query that are searched: its words minus stop words. A query of nothing but
 * stop words keeps them all ('the one'), so it still searches rather than showing every car.
 */
export function searchWords(words: readonly string[], stopWords: ReadonlySet<string> = STOP_WORDS): string[] {
  const kept = words.filter((word) => !stopWords.has(word.toLowerCase()));
  return kept.length > 0 ? kept : [...words];
}

/** Case- and accent-insensitive words: "Škoda" and "skoda" are one term. */
export function normalizeTerm(term: string): string {
  return term
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, as both the index and the query split it. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A query as sent to a search server that has no stop-word list of ours (Typesense): only the searched words. */
export function searchedQuery(query: string): string {
  return searchWords(tokenize(query)).join(" ");
}
