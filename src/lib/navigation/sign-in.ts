/**
 * §6 login gating: the one way to build a sign-in URL. `redirect` is where a verified shopper
 * lands, `back` adds a Back link, `type` says what asked (garage, watchlist, trade-in…).
 */
export function signInHref(redirect: string, back?: string, type?: string): string {
  const params = [
    ...(type ? [`type=${encodeURIComponent(type)}`] : []),
    `redirect=${encodeURIComponent(redirect)}`,
    ...(back ? [`back=${encodeURIComponent(back)}`] : []),
  ];
  return `/sign-in?${params.join("&")}`;
}

/**
 * Where a `redirect` or `back` value may send the shopper — only a page on this site,
 * else `fallback`. The value is read as the browser will (tabs and newlines dropped, `\` as `/`),
 * so `/\t/evil.example` is judged as the `//evil.example` it becomes; an open redirect would let
 * a phishing link borrow our sign-in.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string, fallback = "/"): string {
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" resolves to the path "//evil.example", which would leave the site when followed.
  return new URL(path, origin).href === url.href ? path : fallback;
}
