/**
 * The subset of Netlify's `_redirects` the builds write (listing, content and sold-car rules), parsed
 * and matched as Netlify does, so local serving behaves like production and the rules' tests can
 * follow them:
 * `from [param=:value ...] to [status]`, `:placeholders` and a trailing `*` (`:splat`) in `from`,
 * query-parameter conditions, statuses 301/302/200 (rewrite)/404. As on Netlify without `!`, a
 * rule applies only when no file answers the path.
 */
export interface RedirectRule {
  from: string;
  query: Record<string, string>;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const parts = line.split(/\s+/);
    const from = parts.shift()!;
    const query: Record<string, string> = {};
    while (parts[0]?.includes("=")) {
      const [key, value] = parts.shift()!.split("=", 2) as [string, string];
      query[key] = value;
    }
    const to = parts.shift();
    if (!to) continue;
    const status = Number.parseInt(parts[0] ?? "301", 10);
    rules.push({ from, query, to, status: Number.isNaN(status) ? 301 : status });
  }
  return rules;
}

function escapeRegex(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/** The first rule matching the path and query, with its target filled in; undefined otherwise. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  path: string,
  search: URLSearchParams,
): { location: string; status: number } | undefined {
  for (const rule of rules) {
    const names: string[] = [];
    const pattern = rule.from
      .replace(/\/+$/, "")
      .split("/")
      .map((segment) => {
        if (segment === "*") return names.push("splat") && "(.*)";
        if (segment.startsWith(":")) return names.push(segment.slice(1)) && "([^/]+)";
        return escapeRegex(segment);
      })
      .join("/");
    const match = new RegExp(`^${pattern}/?$`).exec(path);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      values[name] = match[index + 1]!;
    });
    let queryMatches = true;
    for (const [key, placeholder] of Object.entries(rule.query)) {
      const value = search.get(key);
      if (value === null) queryMatches = false;
      else if (placeholder.startsWith(":")) values[placeholder.slice(1)] = value;
      else if (placeholder !== value) queryMatches = false;
    }
    if (!queryMatches) continue;
    const location = rule.to.replace(/:([a-z_][a-z0-9_]*)/gi, (whole, name: string) =>
      name in values ? encodeURIComponent(values[name]!).replace(/%2F/g, "/") : whole,
    );
    return { location, status: rule.status };
  }
  return undefined;
}
