/** The §6 routes a dealer can put behind sign-in (tenant.json `features.gatedRoutes`). */
export const GATED_ROUTES = [
  "checkout",
  "personalised-finance",
  "spin-to-win",
  "online-payment",
  "my-garage",
  "trade-in",
] as const;

type GatedRoute = (typeof GATED_ROUTES)[number];

/** What each §6 gated route is, as the sign-in page's `type` names it. */
const SIGN_IN_TYPE: Record<GatedRoute, string> = {
  checkout: "checkout",
  "personalised-finance": "finance",
  "spin-to-win": "spin-to-win",
  "online-payment": "online-payment",
  "my-garage": "garage",
  "trade-in": "trade-in",
};

/**
 * Which §6 gated route a page's path belongs to: the reserve and purchase journeys (checkout),
 * /personalised/finance, /spin-to-win, /online-payment, /my-garage and the trade-in pages.
 * The one place that decides it: the layout gates every page by this.
 */
export function gatedRouteOf(pathname: string): GatedRoute | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (/^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path) || path === "/checkout-journey") return "checkout";
  if (path === "/personalised/finance") return "personalised-finance";
  if (path === "/spin-to-win" || path.startsWith("/spin-to-win/")) return "spin-to-win";
  if (path === "/online-payment") return "online-payment";
  if (path === "/my-garage") return "my-garage";
  if (path === "/trade-in" || path === "/cars/trade-in") return "trade-in";
  return undefined;
}

/**
 * The routes behind sign-in: the dealer's choice (features.gatedRoutes), and the reserve and
 * purchase journeys wherever reserving is on — a deposit checkout needs a verified phone on every
 * dealer, so that a script cannot hold the stock.
 */
export function gatedRoutesOf(features: {
  gatedRoutes: readonly GatedRoute[];
  reserveOnline: { enabled: boolean };
}): GatedRoute[] {
  const routes = new Set(features.gatedRoutes);
  if (features.reserveOnline.enabled) routes.add("checkout");
  return [...routes];
}

/** The sign-in `type` for a page the dealer gates, or undefined when anyone may see it. */
export function signInGateFor(pathname: string, gated: readonly GatedRoute[]): string | undefined {
  const route = gatedRouteOf(pathname);
  return route && gated.includes(route) ? SIGN_IN_TYPE[route] : undefined;
}
