import type { MenuDefinition } from "#lib/navigation/site-routes.ts";
import type { TemplateDefinition } from "./types.ts";

/** The footer's columns, the same on every template: a dealer's menus keep only the pages it has. */
const FOOTER_MENU: MenuDefinition["footer"] = [
  {
    heading: "Shop",
    items: ["cars", "new-cars", "used-cars", "models", "brands", "offers", "spin-to-win", "my-garage"],
  },
  {
    heading: "Finance and services",
    items: [
      "finance",
      "trade-in",
      "sell-my-car",
      "service",
      "test-drive",
      "parts",
      "parts-search",
      "fleet",
      "online-payment",
    ],
  },
  {
    heading: "About us",
    items: ["about-us", "contact", "dealerships", "dealer-locator", "careers", "blog", "warranty", "roadside-assist"],
  },
  { heading: "Legal", items: ["terms-and-conditions", "privacy-policy"] },
];

const WHITE = "#ffffff";

/** What a template decides for itself: its variants, header menu, home page and its own tokens. */
interface OwnParts extends Omit<TemplateDefinition, "menus" | "tokens"> {
  headerMenu: MenuDefinition["header"];
  tokens: TemplateDefinition["tokens"] & Record<"--colour-primary" | "--colour-accent", string>;
}

/**
 * A template from what it decides, with what every template shares: the footer's columns, a white
 * surface and white text on its two colours (each beside its colour, the order themeCss writes them).
 */
export function defineTemplate({ headerMenu, tokens, ...own }: OwnParts): TemplateDefinition {
  const { "--colour-primary": primary, "--colour-accent": accent, ...rest } = tokens;
  return {
    ...own,
    menus: { header: headerMenu, footer: FOOTER_MENU },
    tokens: {
      "--colour-primary": primary,
      "--colour-primary-contrast": WHITE,
      "--colour-accent": accent,
      "--colour-accent-contrast": WHITE,
      "--colour-surface": WHITE,
      ...rest,
    },
  };
}
