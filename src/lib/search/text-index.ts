import MiniSearch, { type SearchResult } from "minisearch";
import { MIN_LENGTH_ONE_TYPO, MIN_LENGTH_TWO_TYPOS, TEXT_FIELD_BOOSTS } from "./fields.ts";
import { normalizeTerm, searchWords, tokenize } from "./query-words.ts";

/**
 * Full-text part of the embedded engine: MiniSearch over the card's words, tuned to behave like
 * Typesense's defaults so both backends find the same cars: every word must match, 1 typo allowed
 * from 4 letters and 2 from 7, the last word also matches as a prefix (the shopper is still typing),
 * and when nothing matches the last words are dropped one by one (Typesense's drop_tokens). Stop
 * words are not searched, as they are not indexed (query-words.ts).
 */

export { MIN_LENGTH_ONE_TYPO, MIN_LENGTH_TWO_TYPOS };

/** Typos a query word of this length may contain. */
export function typoBudget(length: number, oneFrom = MIN_LENGTH_ONE_TYPO, twoFrom = MIN_LENGTH_TWO_TYPOS): number {
  return length >= twoFrom ? 2 : length >= oneFrom ? 1 : 0;
}

export { normalizeTerm };

type Entry = { position: number; doc: Record<string, unknown> };

export type TextMatches = {
  /** Document positions that match, with their relevance. */
  scores: Map<number, number>;
  /** Per position: matched index term → fields it matched in (for highlighting). */
  matches: Map<number, Record<string, string[]>>;
  /** The query words the results were found with (after any dropped words). */
  queryTerms: string[];
  /** How many of the query's last words were dropped because no car matched them all. */
  droppedWords: number;
};

type TextIndex = { search(query: string): TextMatches | undefined };

export function createTextIndex(
  documents: readonly object[],
  boosts: Readonly<Record<string, number>> = TEXT_FIELD_BOOSTS,
): TextIndex {
  const fields = Object.keys(boosts);
  const mini = new MiniSearch<Entry>({
    idField: "position",
    fields,
    tokenize,
    processTerm: (term) => normalizeTerm(term),
    extractField: (entry, field) => {
      if (field === "position") return entry.position as unknown as string;
      const value = entry.doc[field];
      return Array.isArray(value) ? value.join(" ") : value === undefined ? "" : String(value);
    },
  });
  mini.addAll(documents.map((doc, position) => ({ position, doc: doc as Record<string, unknown> })));

  const run = (words: string[], prefixLast: boolean): SearchResult[] =>
    mini.search(words.join(" "), {
      boost: boosts,
      combineWith: "AND",
      fuzzy: (term) => typoBudget(term.length),
      prefix: (_term, index, terms) => prefixLast && index === terms.length - 1,
    });

  return {
    /** Undefined when the query has no words: no text filter at all. */
    search(query) {
      const words = searchWords(tokenize(query));
      if (words.length === 0) return undefined;
      let used = words;
      let results = run(words, true);
      while (results.length === 0 && used.length > 1) {
        used = used.slice(0, -1);
        // The new last word is still a prefix, as Typesense's own retries keep it.
        results = run(used, true);
      }
      // Nothing found even with one word: the answer is the full query's (none), no words dropped.
      if (results.length === 0) used = words;
      const scores = new Map<number, number>();
      const matches = new Map<number, Record<string, string[]>>();
      for (const result of results) {
        scores.set(result.id as number, result.score);
        matches.set(result.id as number, result.match);
      }
      return { scores, matches, queryTerms: used.map(normalizeTerm), droppedWords: words.length - used.length };
    },
  };
}
