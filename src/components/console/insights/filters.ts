/** The period and yard every Insights request carries. */
export interface InsightsFilters {
  days?: number;
  from?: string;
  to?: string;
  yard?: string;
}

/** The filters as a query string for a link (the CSV download). */
export function filtersQuery(filters: InsightsFilters & Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}

/** "12.5%" from 0.125; "–" for nothing to show. */
export const percent = (share: number | null) => (share === null ? "–" : `${Math.round(share * 1000) / 10}%`);
