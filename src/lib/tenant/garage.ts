import type { TenantConfig } from "./schema.ts";

/**
 * Spec §1: the watchlist/garage is on for a listed set of dealers or templates. A dealer's own
 * `features.garage` decides when set; otherwise the template's default does.
 */
export function isGarageEnabled(config: Pick<TenantConfig, "features">, templateDefault: boolean): boolean {
  return config.features.garage ?? templateDefault;
}
