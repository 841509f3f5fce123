import type { TemplateDefinition } from "./types.ts";

/** Multi-franchise dealer groups: many makes, many yards. */
export const metroTemplate: TemplateDefinition = {
  name: "metro",
  label: "Metro dealer group",
  header: "group",
  footer: "columns",
  garageByDefault: true,
  menus: {
    header: ["cars", "finance", "offers", "service", "trade-in", "contact", "my-garage"],
    footer: [
      {
        heading: "Shop",
        items: ["cars", "new-cars", "used-cars", "models", "brands", "offers", "spin-to-win", "my-garage"],
      },
      {
        heading: "Finance and services",
        items: ["finance", "trade-in", "sell-my-car", "service", "test-drive", "parts", "parts-search", "fleet"],
      },
      {
        heading: "About us",
        items: [
          "about-us",
          "contact",
          "dealerships",
          "dealer-locator",
          "careers",
          "blog",
          "warranty",
          "roadside-assist",
        ],
      },
      { heading: "Legal", items: ["terms-and-conditions", "privacy-policy"] },
    ],
  },
  home: [
    "budget",
    "bodyTypes",
    "justArrived",
    "offers",
    "featured",
    "brands",
    "reviews",
    "locations",
    "sales",
    "tradeInFaq",
    "blog",
  ],
  tokens: {
    "--colour-primary": "#0a3d62",
    "--colour-primary-contrast": "#ffffff",
    "--colour-accent": "#e55039",
    "--colour-accent-contrast": "#ffffff",
    "--colour-surface": "#ffffff",
    "--colour-surface-alt": "#f3f5f8",
    "--colour-text": "#1b1f24",
    "--colour-muted": "#4f5b66",
    "--colour-border": "#d5dbe1",
    "--font-body": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    "--font-heading": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    "--radius": "10px",
    "--header-height": "64px",
  },
};
