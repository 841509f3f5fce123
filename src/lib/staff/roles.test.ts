import { describe, expect, it } from "vitest";
import { sessionState, STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_MAX_SECONDS } from "./lifetimes.ts";
import {
  CONSOLE_SCREENS,
  can,
  landingFor,
  mayUse,
  PERMISSIONS,
  screenOf,
  screensFor,
  seesContactDetails,
  STAFF_ROLES,
} from "./roles.ts";

describe("staff roles", () => {
  it("owner may do everything, staff included; only the owner manages staff", () => {
    for (const permission of PERMISSIONS) expect(can("owner", permission)).toBe(true);
    expect(STAFF_ROLES.filter((role) => can(role, "staff.manage"))).toEqual(["owner"]);
  });

  it("sales: leads, reservations, bookings, stock status and price, insights; editor: content, stock status, merchandising", () => {
    expect(PERMISSIONS.filter((p) => can("sales", p))).toEqual([
      "leads.manage",
      "reservations.manage",
      "bookings.manage",
      "stock.status",
      "stock.price",
      "contacts.view",
      "insights.view",
      "insights.merchandising",
    ]);
    expect(PERMISSIONS.filter((p) => can("editor", p))).toEqual([
      "stock.status",
      "content.edit",
      "insights.merchandising",
    ]);
  });

  it("only owner and sales see shoppers' contact details", () => {
    expect(STAFF_ROLES.filter(seesContactDetails)).toEqual(["owner", "sales"]);
  });
});

describe("staff session lifetimes", () => {
  const start = new Date("2026-01-01T00:00:00Z");
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  it("ends after 8 idle hours, and 7 days after sign-in however busy", () => {
    expect(sessionState(at(STAFF_SESSION_IDLE_SECONDS - 1), start, start)).toBe("live");
    expect(sessionState(at(STAFF_SESSION_IDLE_SECONDS), start, start)).toBe("idle");
    const busy = at(STAFF_SESSION_MAX_SECONDS - 10);
    expect(sessionState(at(STAFF_SESSION_MAX_SECONDS - 1), start, busy)).toBe("live");
    expect(sessionState(at(STAFF_SESSION_MAX_SECONDS), start, busy)).toBe("expired");
  });
});

// Each role lands on its first allowed screen and sees only what it may use.
describe("the console's screens by role", () => {
  it.each([
    ["owner", "/console/", ["Leads", "Bookings", "Deposits", "Content", "Stock", "Insights", "Team", "Your account"]],
    ["sales", "/console/", ["Leads", "Bookings", "Deposits", "Stock", "Insights", "Your account"]],
    ["editor", "/console/content/", ["Content", "Stock", "Insights", "Your account"]],
  ] as const)("%s lands on %s and sees %j", (role, landing, labels) => {
    expect(landingFor(role)).toBe(landing);
    expect(screensFor(role).map((screen) => screen.label)).toEqual(labels);
  });

  it("a dealer without bookings leaves that screen out of every menu", () => {
    const screens = CONSOLE_SCREENS.filter((screen) => screen.label !== "Bookings");
    expect(screensFor("sales", screens).map((screen) => screen.label)).not.toContain("Bookings");
  });

  it.each([
    ["/console/", "Leads"],
    ["/console", "Leads"],
    ["/console/stock/", "Stock"],
    ["/console/team", "Team"],
    ["/console/sign-in/", undefined],
  ])("%s is the %s screen", (path, label) => {
    expect(screenOf(path)?.label).toBe(label);
  });

  it("every permission a screen needs is one a role can hold", () => {
    for (const screen of CONSOLE_SCREENS) if (screen.needs) expect(PERMISSIONS).toContain(screen.needs);
    expect(mayUse(["content.edit"], { needs: "leads.manage" })).toBe(false);
    expect(mayUse([], { needs: null })).toBe(true);
  });
});
