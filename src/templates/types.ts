import type { MenuDefinition } from "#lib/navigation/site-routes.ts";

/** Sections of the home page a template can place, in its order (the hero always comes first). */
type HomeSection =
  | "budget"
  | "bodyTypes"
  | "justArrived"
  | "featured"
  | "offers"
  | "brands"
  | "models"
  | "reviews"
  | "locations"
  | "sales"
  | "tradeInFaq"
  | "blog";

/** What a template decides: its look (CSS custom properties) and which layout variants it uses. */
export interface TemplateDefinition {
  name: string;
  label: string;
  /** Header variant: 'group' shows make groups in the model menu, 'brand' a flat model list. */
  header: "group" | "brand";
  /** Footer variant: 'columns' lists every location, 'compact' one address line. */
  footer: "columns" | "compact";
  /** Whether the watchlist/garage is on for dealers on this template unless they say otherwise. */
  garageByDefault: boolean;
  /** Header and footer menus: which standard pages, in which order (a dealer's menus keep only the pages it has). */
  menus: MenuDefinition;
  /** The home page's sections below the hero, in order. */
  home: readonly HomeSection[];
  /** Theme tokens, emitted as CSS custom properties on :root. */
  tokens: Record<`--${string}`, string>;
}
