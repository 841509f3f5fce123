import { buildModelMenu } from "#lib/navigation/model-menu.ts";
import { buildMenus, siteRoutes } from "#lib/navigation/site-routes.ts";
import { isGarageEnabled } from "#lib/tenant/garage.ts";
import { TEMPLATES } from "../templates/index.ts";
import { getFeed } from "./feed.ts";
import { getTenantBundle, getTenantConfig } from "./tenant.ts";

let chrome: ReturnType<typeof siteChrome> | undefined;

/**
 * What every page's layout needs: the tenant, its template, menus (header links, footer columns)
 * and locations; the same for every page of a build, so made once.
 */
export function getSiteChrome(): ReturnType<typeof siteChrome> {
  chrome ??= siteChrome();
  return chrome;
}

async function siteChrome() {
  const config = await getTenantConfig();
  const template = TEMPLATES[config.template];
  const [allLocations, models] = await Promise.all([getFeed("locations"), getFeed("models")]);
  const locations = [...allLocations].sort(
    (a, b) =>
      Number(b.id === config.primaryLocationId) - Number(a.id === config.primaryLocationId) ||
      a.name.localeCompare(b.name),
  );
  const garageEnabled = isGarageEnabled(config.features, template.garageByDefault);
  return {
    config,
    template,
    locations,
    modelMenu: buildModelMenu(models, config.brands),
    garageEnabled,
    menus: buildMenus(template.menus, siteRoutes(config, garageEnabled)),
    /** When this build's stock was read: the page asks /api/stock-status for what changed after it. */
    stockTime: (await getTenantBundle()).stockTime,
  };
}
