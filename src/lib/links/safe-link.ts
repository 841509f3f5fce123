/**
 * Which link targets a page may carry when they come from a feed or a tenant's config:
 * http(s), mailto and tel, or a relative address. Anything else, `javascript:` above all, would run
 * or open something the dealer never meant when a shopper clicks it.
 */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** The error a feed record or config field gets for a link it may not carry. */
export const UNSAFE_LINK_MESSAGE = "must be an http(s), mailto: or tel: link, or a relative address";

export function isSafeLink(value: string): boolean {
  // Browsers drop tabs and newlines anywhere, and leading spaces and control characters, before
  // reading a scheme ("java\tscript:" runs): judge the link as the browser will read it.
  const link = value.replace(/[\t\n\r]/g, "").replace(/^[\p{Cc} ]+/u, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1];
  // No scheme: a path, query or fragment on the site (or //host, which keeps the page's http(s)).
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}
