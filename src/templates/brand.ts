import { defineTemplate } from "./define-template.ts";

/** Single-brand franchise dealers: the manufacturer's look, one yard. */
export const brandTemplate = defineTemplate({
  name: "brand",
  label: "Single-brand dealer",
  header: "brand",
  footer: "compact",
  garageByDefault: false,
  headerMenu: ["cars", "offers", "finance", "service", "test-drive", "trade-in", "contact", "my-garage"],
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
    "--colour-accent": "#066fef",
    "--colour-surface-alt": "#f4f6f9",
    "--colour-text": "#10141a",
    "--colour-muted": "#4a5361",
    "--colour-border": "#cfd6de",
    "--font-body": "'Helvetica Neue', Arial, sans-serif",
    "--font-heading": "'Helvetica Neue', Arial, sans-serif",
    "--radius": "2px",
    "--header-height": "72px",
  },
});
