import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "../../templates/index.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { buildMenus, siteRoutes } from "./site-routes.ts";

type Raw = { features: Record<string, unknown> };
const dealer = (slug: string, changes: (raw: Raw) => void = () => {}) => {
  const raw = JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, "utf8"));
  changes(raw);
  return parseTenantConfig(raw, slug);
};

describe("menus are built from the pages a dealer has", () => {
  it.each(Object.keys(TEMPLATES))("the %s header has the main journeys", (name) => {
    const config = dealer("bayside-ford");
    const menus = buildMenus(TEMPLATES[name as "metro"].menus, siteRoutes(config, false));
    expect(menus.header.map((link) => link.id)).toEqual(
      expect.arrayContaining(["cars", "finance", "offers", "service", "trade-in", "contact"]),
    );
  });

  it.each(Object.keys(TEMPLATES))("the %s header offers My Garage where the garage is on", (name) => {
    const config = dealer("outback-caravans");
    const header = (garage: boolean) =>
      buildMenus(TEMPLATES[name as "metro"].menus, siteRoutes(config, garage)).header.map((link) => link.id);
    expect(header(true)).toContain("my-garage");
    expect(header(false)).not.toContain("my-garage");
  });

  it("the footer's 'Pay online' link is there only where the dealer takes payments online", () => {
    const footer = (slug: string) =>
      buildMenus(TEMPLATES.metro.menus, siteRoutes(dealer(slug), false)).footer.flatMap((group) => group.items);
    expect(footer("harbour-city-motor-group")).toContainEqual({
      id: "online-payment",
      href: "/online-payment",
      text: "Pay online",
    });
    expect(footer("bayside-ford").map((link) => link.id)).not.toContain("online-payment");
  });

  it("the finance link is the dealer's own finance route", () => {
    expect(siteRoutes(dealer("bayside-ford"), false).finance?.href).toBe("/ford-finance");
  });

  it.each([
    [
      "spin-to-win",
      (raw: Raw): void => {
        raw.features.spinToWin = false;
      },
      false,
    ],
    [
      "trade-in",
      (raw: Raw): void => {
        raw.features.tradeIn = { enabled: false };
      },
      false,
    ],
    [
      "sell-my-car",
      (raw: Raw): void => {
        raw.features.tradeIn = { enabled: false };
      },
      false,
    ],
    [
      "online-payment",
      (raw: Raw): void => {
        raw.features.onlinePayment = false;
      },
      false,
    ],
    ["my-garage", (): void => {}, false],
  ] as const)("no %s link where the dealer does not have that page", (id, change, garage) => {
    const config = dealer("harbour-city-motor-group", change);
    const menus = buildMenus(TEMPLATES.metro.menus, siteRoutes(config, garage));
    const ids = [...menus.header, ...menus.footer.flatMap((group) => group.items)].map((link) => link.id);
    expect(ids).not.toContain(id);
  });

  it("the footer lists every standard page once, in the template's columns", () => {
    const config = dealer("harbour-city-motor-group");
    const menus = buildMenus(TEMPLATES.metro.menus, siteRoutes(config, true));
    const hrefs = menus.footer.flatMap((group) => group.items.map((link) => link.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/spin-to-win",
        "/online-payment",
        "/my-garage",
        "/careers",
        "/fleet",
        "/parts/search",
        "/book-test-drive",
      ]),
    );
  });
});
