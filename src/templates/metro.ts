import { defineTemplate } from "./define-template.ts";

/** Multi-franchise dealer groups: many makes, many yards. */
export const metroTemplate = defineTemplate({
  name: "metro",
  label: "Metro dealer group",
  header: "group",
  footer: "columns",
  garageByDefault: true,
  headerMenu: ["cars", "finance", "offers", "service", "trade-in", "contact", "my-garage"],
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
    "--colour-accent": "#e55039",
    "--colour-surface-alt": "#f3f5f8",
    "--colour-text": "#1b1f24",
    "--colour-muted": "#4f5b66",
    "--colour-border": "#d5dbe1",
    "--font-body": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    "--font-heading": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    "--radius": "10px",
    "--header-height": "64px",
  },
});
