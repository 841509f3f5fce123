import { BLOG_PATH } from "../content/blog.ts";
import { DEFAULT_SEARCH_PATH, searchPath } from "../search/routes.ts";
import type { FinanceSettings } from "../finance/settings.ts";
import type { ItemLabel } from "../forms/trade-in.ts";
import type { Features } from "../tenant/features.ts";

/**
 * The standard pages of spec §2 that menus can link to, by id. A template lists ids for its
 * header and footer (src/templates); each dealer's menus keep only the pages it builds.
 */
const NAV_PAGES = [
  "cars",
  "new-cars",
  "used-cars",
  "models",
  "brands",
  "offers",
  "finance",
  "trade-in",
  "sell-my-car",
  "service",
  "test-drive",
  "parts",
  "parts-search",
  "fleet",
  "contact",
  "dealerships",
  "dealer-locator",
  "about-us",
  "careers",
  "blog",
  "warranty",
  "roadside-assist",
  "spin-to-win",
  "online-payment",
  "my-garage",
  "terms-and-conditions",
  "privacy-policy",
] as const;
type NavPageId = (typeof NAV_PAGES)[number];

export interface NavLink {
  id: NavPageId;
  href: string;
  text: string;
}

/** A footer column: a heading and the pages under it, in order. */
export interface NavGroup<T = NavPageId> {
  heading: string;
  items: readonly T[];
}

/** What a template decides about its menus: which pages, in which order. */
export interface MenuDefinition {
  header: readonly NavPageId[];
  footer: readonly NavGroup[];
}

/** The settings that decide which standard pages a dealer has and how their links read. */
interface Dealer {
  features: Features;
  finance: FinanceSettings;
  itemLabel: ItemLabel;
}

/** Each standard page's address and link text for this dealer, or undefined where the dealer has no such page. */
export function siteRoutes(config: Dealer, garageEnabled: boolean): Record<NavPageId, NavLink | undefined> {
  const { plural } = config.itemLabel;
  const tradeIn = config.features.tradeIn.enabled;
  const pages: Record<NavPageId, [href: string, text: string] | undefined> = {
    cars: [searchPath(DEFAULT_SEARCH_PATH), `Browse ${plural}`],
    "new-cars": [searchPath("new-and-demo-cars"), `New and demo ${plural}`],
    "used-cars": [searchPath("used-cars"), `Used ${plural}`],
    models: ["/models", "Models"],
    brands: ["/brands", "Brands"],
    offers: ["/special-offers", "Special offers"],
    // An external finance link (a partner's site) is still the dealer's finance journey.
    finance: [config.finance.link, "Finance"],
    "trade-in": tradeIn ? ["/trade-in", "Trade-in"] : undefined,
    "sell-my-car": tradeIn ? ["/sell-my-car", `Sell my ${config.itemLabel.singular}`] : undefined,
    service: ["/service", "Service"],
    "test-drive": ["/book-test-drive", "Book a test drive"],
    parts: ["/vehicle-parts-and-accessories", "Parts and accessories"],
    "parts-search": ["/parts/search", "Parts search"],
    fleet: ["/fleet", "Fleet"],
    contact: ["/contact", "Contact"],
    dealerships: ["/dealerships", "Dealerships"],
    "dealer-locator": ["/dealer-locator", "Dealer locator"],
    "about-us": ["/about-us", "About us"],
    careers: ["/careers", "Careers"],
    blog: [BLOG_PATH, "Vehicle reviews"],
    warranty: ["/warranty", "Warranty"],
    "roadside-assist": ["/roadside-assist", "Roadside Assist"],
    "spin-to-win": config.features.spinToWin.enabled ? ["/spin-to-win", "Spin to Win"] : undefined,
    "online-payment": config.features.onlinePayment.enabled ? ["/online-payment", "Pay online"] : undefined,
    "my-garage": garageEnabled ? ["/my-garage", "My Garage"] : undefined,
    "terms-and-conditions": ["/terms-and-conditions", "Terms and Conditions"],
    "privacy-policy": ["/privacy-policy", "Privacy Policy"],
  };
  return Object.fromEntries(
    NAV_PAGES.map((id) => {
      const page = pages[id];
      return [id, page && { id, href: page[0], text: page[1] }];
    }),
  ) as Record<NavPageId, NavLink | undefined>;
}

/** A template's menus for one dealer: its pages in the template's order, without the ones the dealer lacks. */
export function buildMenus(
  menus: MenuDefinition,
  routes: Record<NavPageId, NavLink | undefined>,
): { header: NavLink[]; footer: NavGroup<NavLink>[] } {
  const links = (ids: readonly NavPageId[]) => ids.flatMap((id) => routes[id] ?? []);
  return {
    header: links(menus.header),
    footer: menus.footer
      .map((group) => ({ heading: group.heading, items: links(group.items) }))
      .filter((group) => group.items.length > 0),
  };
}
