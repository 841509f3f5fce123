/**
 * Words too common to help a search ('one' is not among them: 'one owner' is what shoppers ask
 * for). The index leaves them out of dealer comments (`commentTerms`), so a query must leave them
 * out too: otherwise 'car with sunroof' requires a word no comment holds, finds nothing and drops
 * words from the right until only 'car' is left. Both backends search the same words (`searchWords`).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a an and are as at be but by for from has have in is it its of on or our the this to was we with you your us all any can just very will more".split(
    " ",
  ),
);

/**
 * The words of a query that are searched: its words minus stop words. A query of nothing but
 * stop words keeps them all ('to be'), so it still searches rather than showing every car.
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

/**
 * The words a search fell back to when no car matched them all: the searched words without the
 * last `dropped` (both backends drop from the right, as Typesense's drop_tokens does).
 * Undefined when nothing was dropped.
 */
export function queryAfterRemoval(query: string, dropped: number): string | undefined {
  if (dropped <= 0) return undefined;
  const words = searchWords(tokenize(query));
  return dropped < words.length ? words.slice(0, words.length - dropped).join(" ") : undefined;
}

/** What a shopper is told when their search fell back to fewer words. */
export function fewerWordsNotice(query: string, fellBackTo: string, plural: string): string {
  return `No ${plural} match all of '${searchedQuery(query)}'; showing ${plural} that match '${fellBackTo}'.`;
}
