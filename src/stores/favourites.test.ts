// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FAVOURITES_KEY,
  decodeFavourites,
  favouriteCount,
  favourites,
  isFavourite,
  toggleFavourite,
} from "./favourites.ts";

afterEach(() => {
  favourites.set([]);
  localStorage.clear();
});

describe("favourites store", () => {
  it("adds a car on the first toggle and removes it on the second", () => {
    expect(toggleFavourite("car-1")).toBe(true);
    expect(isFavourite("car-1")).toBe(true);
    expect(favouriteCount.get()).toBe(1);
    expect(toggleFavourite("car-1")).toBe(false);
    expect(isFavourite("car-1")).toBe(false);
  });

  it("writes the ids to localStorage as JSON under forecourt:favourites", () => {
    toggleFavourite("car-1");
    toggleFavourite("car-2");
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "null")).toEqual(["car-1", "car-2"]);
  });

  it("still has the saved cars after a reload", async () => {
    toggleFavourite("car-7");
    vi.resetModules();
    const reloaded = await import("./favourites.ts");
    expect(reloaded.favourites).not.toBe(favourites);
    expect(reloaded.favourites.get()).toEqual(["car-7"]);
    expect(reloaded.isFavourite("car-7")).toBe(true);
  });

  it("follows changes made in another tab", () => {
    const unlisten = favourites.listen(() => {});
    window.dispatchEvent(new StorageEvent("storage", { key: FAVOURITES_KEY, newValue: '["car-9"]' }));
    expect(favourites.get()).toEqual(["car-9"]);
    unlisten();
  });

  describe.each([
    ["not JSON", "{oops", []],
    ["an object", '{"a":1}', []],
    ["mixed values", '["a", 3, null, "", "b", "a"]', ["a", "b"]],
    ["a valid list", '["x","y"]', ["x", "y"]],
  ])("decoding %s", (_name, encoded, expected) => {
    it(`reads as ${JSON.stringify(expected)}`, () => expect(decodeFavourites(encoded)).toEqual(expected));
  });
});
