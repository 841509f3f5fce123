import { classifyVisit, type VisitSource, visitSchema } from "#lib/insights/visit-source.ts";

/** The header the site's API client sends on every call: the tab's first page and referrer (src/client/visit.ts). */
export const VISIT_HEADER = "forecourt-visit";

/** Where the shopper's visit came from, as the page said; undefined when it did not, or said it badly. */
export function visitOf(request: Request): VisitSource | undefined {
  const header = request.headers.get(VISIT_HEADER);
  if (!header || header.length > 3000) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(header));
  } catch {
    return undefined;
  }
  const visit = visitSchema.safeParse(parsed);
  return visit.success ? classifyVisit(visit.data, new URL(request.url).hostname) : undefined;
}
