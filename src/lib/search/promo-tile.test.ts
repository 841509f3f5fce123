import { describe, expect, it } from "vitest";
import { searchPromo, withPromo } from "./promo-tile.ts";

const promo = { id: "p1", title: "Get pre-approved", text: "Know your budget.", href: "/finance", cta: "Apply" };
const hits = (n: number) => Array.from({ length: n }, (_, i) => `car-${i + 1}`);

describe("withPromo (§9 promo tile position 8)", () => {
  it("puts the tile eighth on a full page", () => {
    const items = withPromo(hits(21), promo, 8);
    expect(items).toHaveLength(22);
    expect(items[7]).toEqual({ kind: "promo", promo });
    expect(items[6]).toEqual({ kind: "hit", hit: "car-7" });
    expect(items[8]).toEqual({ kind: "hit", hit: "car-8" });
  });

  it.each([
    [8, true],
    [7, false],
    [0, false],
  ])("with %i results the tile is shown: %s", (count, shown) => {
    expect(withPromo(hits(count), promo, 8).some((i) => i.kind === "promo")).toBe(shown);
  });

  it("shows nothing extra without a promo", () => {
    expect(withPromo(hits(21), undefined, 8)).toHaveLength(21);
  });
});

describe("searchPromo", () => {
  const promos = [
    { id: "h", title: "Home", placement: "home" },
    { id: "s", title: "Search", placement: "search", cta: "Go" },
  ];
  it("takes the promo placed on search, only when the tile is on", () => {
    expect(searchPromo(promos, true)?.id).toBe("s");
    expect(searchPromo(promos, false)).toBeUndefined();
    expect(searchPromo([{ id: "x", title: "Anywhere" }], true)?.id).toBe("x");
    expect(searchPromo([{ id: "h", title: "Home", placement: "home" }], true)).toBeUndefined();
  });
});
