// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { VIEWED_KEY, VIEWED_LIMIT, addViewed, decodeViewed, recordViewed, viewedCars } from "./viewed-cars.ts";
import type { ViewedCar } from "./viewed-cars.ts";

const car = (n: number, viewedAt = n): ViewedCar => ({ id: `id-${n}`, slug: `car-${n}`, name: `Car ${n}`, viewedAt });

afterEach(() => {
  viewedCars.set([]);
  localStorage.clear();
});

describe("recently viewed cars", () => {
  it("keeps the newest first", () => {
    recordViewed({ id: "a", slug: "a", name: "A" }, 1);
    recordViewed({ id: "b", slug: "b", name: "B", price: 24990, image: "/b.jpg" }, 2);
    expect(viewedCars.get()).toEqual([
      { id: "b", slug: "b", name: "B", price: 24990, image: "/b.jpg", viewedAt: 2 },
      { id: "a", slug: "a", name: "A", viewedAt: 1 },
    ]);
  });

  it("moves a car viewed again to the front instead of listing it twice", () => {
    recordViewed({ id: "a", slug: "a", name: "A" }, 1);
    recordViewed({ id: "b", slug: "b", name: "B" }, 2);
    recordViewed({ id: "a", slug: "a", name: "A" }, 3);
    expect(viewedCars.get().map((entry) => [entry.id, entry.viewedAt])).toEqual([
      ["a", 3],
      ["b", 2],
    ]);
  });

  it(`remembers at most ${VIEWED_LIMIT} cars and forgets the oldest`, () => {
    for (let n = 1; n <= 25; n += 1) recordViewed(car(n), n);
    const list = viewedCars.get();
    expect(list).toHaveLength(20);
    expect(list[0]?.id).toBe("id-25");
    expect(list.at(-1)?.id).toBe("id-6");
  });

  it("survives a reload", async () => {
    recordViewed({ id: "a", slug: "a", name: "A" }, 5);
    expect(JSON.parse(localStorage.getItem(VIEWED_KEY) ?? "[]")).toHaveLength(1);
    vi.resetModules();
    const reloaded = await import("./viewed-cars.ts");
    expect(reloaded.viewedCars.get()).toEqual([{ id: "a", slug: "a", name: "A", viewedAt: 5 }]);
  });

  describe.each([
    [[], car(1), 20, ["id-1"]],
    [[car(2), car(1)], car(1, 3), 20, ["id-1", "id-2"]],
    [[car(3), car(2), car(1)], car(4), 3, ["id-4", "id-3", "id-2"]],
  ])("addViewed(%j, %j, %d)", (list, entry, limit, ids) => {
    it(`gives ${ids.join(", ")}`, () => expect(addViewed(list, entry, limit).map((item) => item.id)).toEqual(ids));
  });

  it("drops damaged entries and keeps the good ones", () => {
    expect(decodeViewed("nope")).toEqual([]);
    expect(decodeViewed(JSON.stringify([car(1), { id: 2 }, null, { ...car(3), price: "cheap" }]))).toEqual([car(1)]);
  });
});
