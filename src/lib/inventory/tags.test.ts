import { describe, expect, it } from "vitest";
import { isJustArrived, primaryTag, vehicleTags } from "./tags.ts";
import { testCar } from "../../../tests/support/test-car.ts";

const now = new Date("2026-11-20T00:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

// Spec §4 "Tag priority": electric/hybrid, RESERVED, certified image, own tag, COMING SOON,
// just arrived (created within just_arrived_days, default 8).
describe.each([
  ["no tags", {}, []],
  ["electric from simple_fuel", { simple_fuel: "Electric" }, ["ELECTRIC"]],
  ["hybrid from simple_fuel", { simple_fuel: "Hybrid" }, ["HYBRID"]],
  ["plug-in hybrid counts as hybrid", { simple_fuel: "Plug-in Hybrid" }, ["HYBRID"]],
  ["hybrid from free-text fuel that also says Electric", { fuel: "Hybrid (Petrol/Electric)" }, ["HYBRID"]],
  ["petrol has no powertrain tag", { simple_fuel: "Petrol", fuel: "Petrol - Unleaded ULP" }, []],
  ["reserved", { reserved: "yes" }, ["RESERVED"]],
  ["certified is an image badge", { certified: 1 }, ["Certified Pre-Owned"]],
  ["the car's own tag", { tag: "Test Drive Only" }, ["Test Drive Only"]],
  ["coming soon", { status: "coming_soon" }, ["COMING SOON"]],
  ["just arrived", { created_at: daysAgo(2) }, ["JUST ARRIVED"]],
  [
    "everything, in priority order",
    {
      simple_fuel: "Electric",
      reserved: true,
      certified: true,
      tag: "One Owner",
      status: "Coming Soon",
      created_at: daysAgo(1),
    },
    ["ELECTRIC", "RESERVED", "Certified Pre-Owned", "One Owner", "COMING SOON", "JUST ARRIVED"],
  ],
  ["an own tag repeating RESERVED shows once", { reserved: true, tag: "Reserved" }, ["RESERVED"]],
  [
    "an own tag 'Coming Soon' takes the own-tag slot once",
    { status: "coming_soon", tag: "Coming Soon" },
    ["Coming Soon"],
  ],
])("tags: %s", (_name, patch, labels) => {
  it("lists the tags that apply, highest priority first", () => {
    expect(vehicleTags(testCar(patch), { now }).map((tag) => tag.label)).toEqual(labels);
  });
});

describe("certified tag", () => {
  it("has kind certified so it can render as an image", () => {
    expect(vehicleTags(testCar({ certified: true }), { now })).toEqual([
      { kind: "certified", label: "Certified Pre-Owned" },
    ]);
  });
});

// Spec §4/§9: just arrived means created within just_arrived_days (default 8) of now.
describe.each([
  ["created today", daysAgo(0), undefined, true],
  ["created 8 days ago (edge of the default window)", daysAgo(8), undefined, true],
  [
    "created 8 days and a minute ago",
    new Date(now.getTime() - 8 * 86_400_000 - 60_000).toISOString(),
    undefined,
    false,
  ],
  ["created 20 days ago", daysAgo(20), undefined, false],
  ["created 20 days ago with a 30-day window", daysAgo(20), 30, true],
  ["created 1 day ago with the tag switched off (0 days)", daysAgo(1), 0, false],
  ["no created_at", undefined, undefined, false],
])("just arrived: %s", (_name, created_at, justArrivedDays, expected) => {
  it(`is ${expected ? "" : "not "}just arrived`, () => {
    expect(isJustArrived({ created_at }, { now, justArrivedDays })).toBe(expected);
  });
});

describe("primaryTag", () => {
  it.each([
    [{ reserved: true, tag: "One Owner" }, "RESERVED"],
    [{ tag: "One Owner", created_at: daysAgo(1) }, "One Owner"],
    [{}, undefined],
  ])("of %o is %s", (patch, label) => {
    expect(primaryTag(testCar(patch), { now })?.label).toBe(label);
  });
});
