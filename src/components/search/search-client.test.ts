import { describe, expect, it, vi } from "vitest";
import type { SearchClient } from "instantsearch.js";
import type { LiveStock } from "#lib/inventory/live-stock.ts";
import { $liveStock } from "../../stores/live-stock.ts";
import { type LiveSearch, refreshOnLiveStock } from "./search-client.ts";

const sold = (car_id: string): ReadonlyMap<string, LiveStock> =>
  new Map([[car_id, { car_id, at: "2026-11-24T00:00:00Z", status: "sold" }]]);

function fakeSearch(applied: ReadonlyMap<string, LiveStock>) {
  const search: LiveSearch = {
    client: {} as SearchClient,
    applyLiveStock: vi.fn(),
    appliedLiveStock: applied,
  };
  return search;
}

describe("the search island follows stock answers that come after its client", () => {
  it("applies an answer that arrived after the 2 s wait gave up, then searches again", () => {
    $liveStock.set(null);
    const search = fakeSearch(new Map());
    const refresh = vi.fn();
    const stop = refreshOnLiveStock(search, refresh);
    expect(refresh).not.toHaveBeenCalled();

    const late = sold("7");
    $liveStock.set(late);
    expect(search.applyLiveStock).toHaveBeenCalledWith(late);
    expect(refresh).toHaveBeenCalledTimes(1);

    const later = sold("8");
    $liveStock.set(later);
    expect(search.applyLiveStock).toHaveBeenLastCalledWith(later);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it("applies an answer that landed while the client was being made", () => {
    const landed = sold("9");
    $liveStock.set(landed);
    const search = fakeSearch(new Map());
    const refresh = vi.fn();
    refreshOnLiveStock(search, refresh)();
    expect(search.applyLiveStock).toHaveBeenCalledWith(landed);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does nothing for the answer the client already has, or an empty one after an empty wait", () => {
    const answer = sold("3");
    $liveStock.set(answer);
    const search = fakeSearch(answer);
    const refresh = vi.fn();
    const stop = refreshOnLiveStock(search, refresh);
    stop();
    const empty = fakeSearch(new Map());
    $liveStock.set(new Map());
    refreshOnLiveStock(empty, refresh)();
    expect(refresh).not.toHaveBeenCalled();
    expect(search.applyLiveStock).not.toHaveBeenCalled();
    expect(empty.applyLiveStock).not.toHaveBeenCalled();
  });
});
