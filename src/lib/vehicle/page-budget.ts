/**
 * What a built car page may weigh: islands hydrate only where a shopper interacts (the rest is
 * static HTML with small scripts), and the HTML stays light enough for a phone on a slow network.
 */
export const CAR_PAGE_BUDGET = { islands: 12, bytes: 80 * 1024 } as const;

export interface PageWeight {
  islands: number;
  bytes: number;
}

/** How many React islands a built page holds and how many bytes its HTML is (UTF-8). */
export function pageWeight(html: string): PageWeight {
  return { islands: html.split("<astro-island").length - 1, bytes: new TextEncoder().encode(html).length };
}

/** What a page's weight exceeds, in words; empty when it is within the budget. */
export function overBudget(weight: PageWeight, budget: PageWeight = CAR_PAGE_BUDGET): string[] {
  const over: string[] = [];
  if (weight.islands > budget.islands) over.push(`${weight.islands} islands (at most ${budget.islands})`);
  if (weight.bytes > budget.bytes)
    over.push(`${(weight.bytes / 1024).toFixed(1)} KB of HTML (at most ${(budget.bytes / 1024).toFixed(0)} KB)`);
  return over;
}
