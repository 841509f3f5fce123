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
