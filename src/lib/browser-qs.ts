/**
 * The browser's "qs" (src/integrations/browser-modules.ts). instantsearch.js's history router
 * hands qs to its default createURL and parseURL only; SearchApp gives the router its own
 * (lib/search/url-state.ts). Should anything still call these, flat values work as in qs.
 */
export function stringify(value: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, item] of Object.entries(value ?? {}))
    for (const one of Array.isArray(item) ? item : [item])
      if (one !== undefined && one !== null) params.append(name, String(one));
  return params.toString();
}

export function parse(text: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [name, item] of new URLSearchParams(text)) {
    const previous = parsed[name];
    parsed[name] = previous === undefined ? item : [...[previous].flat(), item];
  }
  return parsed;
}

export default { stringify, parse };
