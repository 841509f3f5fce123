import type { Features } from "./features.ts";

/**
 * Spec §1: the watchlist/garage is on for a listed set of dealers or templates. A dealer's own
 * `features.garage` decides when set; otherwise the template's default does.
 */
export function isGarageEnabled(features: Features, templateDefault: boolean): boolean {
  return features.garage ?? templateDefault;
}
