import type { TemplateDefinition } from "./types.ts";

/** Single-brand franchise dealers: the manufacturer's look, one yard. */
export const brandTemplate: TemplateDefinition = {
  name: "brand",
  label: "Single-brand dealer",
  header: "brand",
  footer: "compact",
  garageByDefault: false,
  menus: {
    header: ["cars", "offers", "finance", "service", "test-drive", "trade-in", "contact", "my-garage"],
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
    "models",
    "offers",
    "justArrived",
    "featured",
    "bodyTypes",
    "reviews",
    "sales",
    "locations",
    "tradeInFaq",
    "blog",
  ],
  tokens: {
    "--colour-primary": "#00095b",
    "--colour-primary-contrast": "#ffffff",
    "--colour-accent": "#066fef",
    "--colour-accent-contrast": "#ffffff",
    "--colour-surface": "#ffffff",
    "--colour-surface-alt": "#f4f6f9",
    "--colour-text": "#10141a",
    "--colour-muted": "#4a5361",
    "--colour-border": "#cfd6de",
    "--font-body": "'Helvetica Neue', Arial, sans-serif",
    "--font-heading": "'Helvetica Neue', Arial, sans-serif",
    "--radius": "2px",
    "--header-height": "72px",
  },
};
