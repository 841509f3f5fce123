/**
 * Filtered, paginated listings (/models?body=suv&page=2, /special-offers?make=kia) as static
 * pages. Every combination of filter values and page is prerendered under
 * `{base}/f/{value|any}/…/{page}/`, and the host's `_redirects` rewrites (status 200, the
 * address bar keeps the query string) the public query-string URL onto it. So the filters are
 * plain links that work without JavaScript, and there is no file at `{base}` itself: that is
 * what lets the rewrite apply (Netlify rewrites only paths no file answers).
 */

const ANY = "any";

/** Filter name → chosen value (a slug); absent or undefined means no filter. */
export type FilterValues = Readonly<Record<string, string | undefined>>;

type ListingPage = { filters: FilterValues; page: number };

/** The prerendered path of a filter combination and page, without slashes around it: "f/suv/2". */
export function listingStaticParam(names: readonly string[], { filters, page }: ListingPage): string {
  return ["f", ...names.map((name) => filters[name] || ANY), String(page)].join("/");
}

/** Reads a prerendered path back ("f/suv/2" → { body: "suv" }, page 2), or undefined when it is not one. */
export function parseListingParam(names: readonly string[], param: string | undefined): ListingPage | undefined {
  const parts = (param ?? "").split("/").filter(Boolean);
  if (parts.length !== names.length + 2 || parts[0] !== "f") return undefined;
  const page = Number(parts.at(-1));
  if (!Number.isInteger(page) || page < 1) return undefined;
  const filters: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = parts[index + 1]!;
    if (value !== ANY) filters[name] = value;
  });
  return { filters, page };
}

/** The public address: `{base}?body=suv&page=2` (page 1 and empty filters left out). */
export function listingUrl(base: string, names: readonly string[], { filters, page }: ListingPage): string {
  const params = new URLSearchParams();
  for (const name of names) if (filters[name]) params.set(name, filters[name]!);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Pages needed for `count` items, at least one (an empty listing still has a page with its message). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * `_redirects` lines rewriting `{base}?…` onto the prerendered pages: one rule per subset of
 * the query parameters (filters and page), most parameters first because the first matching
 * rule wins and a rule also matches when more parameters are present.
 */
export function listingRewriteRules(base: string, names: readonly string[]): string[] {
  const params = [...names, "page"];
  const subsets: string[][] = [];
  for (let mask = (1 << params.length) - 1; mask >= 0; mask--)
    subsets.push(params.filter((_, index) => mask & (1 << index)));
  subsets.sort((a, b) => b.length - a.length);
  return subsets.map((subset) => {
    const conditions = subset.map((param) => `${param}=:${param}`);
    const target = [
      "f",
      ...names.map((name) => (subset.includes(name) ? `:${name}` : ANY)),
      subset.includes("page") ? ":page" : "1",
    ].join("/");
    return [base, ...conditions, `${base}/${target}/`, "200"].join("  ");
  });
}
