/** A JSON-LD object; undefined members are left out when serialised. */
export type JsonLd = { [key: string]: unknown };

/** Drops undefined members so objects compare and serialise cleanly. */
export function compact<T extends JsonLd>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/** An absolute URL of `pathOrUrl` on `base`; search engines ignore relative URLs in JSON-LD. */
export function absoluteUrl(pathOrUrl: string, base: string): string {
  return new URL(pathOrUrl, base).toString();
}

/** schema.org BreadcrumbList of the trail, first item first. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. Feed text ends up in it, so `<`, `>`
 * and `&` are written as \u escapes: a "</script>" or "<!--" in a car name cannot close the
 * element or start a comment, and the JSON still parses to the same data. U+2028/2029 are
 * escaped for old JavaScript parsers.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
