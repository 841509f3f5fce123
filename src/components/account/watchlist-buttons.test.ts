// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

const watchlist = vi.hoisted(() => ({
  state: { session: { signedIn: true, phone_number: "0412345678" }, saved: new Set<string>(["7"]) } as unknown,
  changeWatchlist: vi.fn(async () => true),
  signInToSave: vi.fn(),
}));
vi.mock("./watchlist.ts", () => ({
  loadWatchlist: async () => watchlist.state,
  changeWatchlist: watchlist.changeWatchlist,
  signInToSave: watchlist.signInToSave,
  watchlistLabel: (saved: boolean) => (saved ? "Saved to watchlist" : "Save to watchlist"),
}));
const { enhanceWatchlistButtons } = await import("./watchlist-buttons.client.ts");

// The markup WatchlistToggle.astro draws, for a car saved already (7) and one not (8).
const toggle = (id: string) =>
  `<div><button class="button button--ghost watchlist-button" type="button" aria-pressed="false" disabled data-watchlist-car="${id}">Save to watchlist<span class="visually-hidden"> Car ${id}</span></button></div>`;

afterEach(() => {
  document.body.innerHTML = "";
  vi.clearAllMocks();
});

const button = (id: string) => document.querySelector<HTMLButtonElement>(`[data-watchlist-car="${id}"]`)!;
const viewList = (id: string) => button(id).nextElementSibling?.textContent;

describe("watchlist buttons on static cards", () => {
  it("are enabled once the session is known and show what is saved, with View List beside it", async () => {
    document.body.innerHTML = toggle("7") + toggle("8");
    await enhanceWatchlistButtons(document);
    expect(button("7").disabled).toBe(false);
    expect(button("7").dataset.ready).toBe("true");
    expect(button("7").getAttribute("aria-pressed")).toBe("true");
    expect(button("7").textContent).toBe("Saved to watchlist Car 7");
    expect(viewList("7")).toBe("View List");
    expect(button("8").getAttribute("aria-pressed")).toBe("false");
    expect(viewList("8")).toBeUndefined();
  });

  it("save at once, then call; a failed call puts the button back", async () => {
    document.body.innerHTML = toggle("8");
    await enhanceWatchlistButtons(document);
    watchlist.changeWatchlist.mockResolvedValueOnce(false);
    button("8").click();
    expect(button("8").getAttribute("aria-pressed")).toBe("true");
    expect(watchlist.changeWatchlist).toHaveBeenCalledWith("8", true, "0412345678");
    await vi.waitFor(() => expect(button("8").getAttribute("aria-pressed")).toBe("false"));
    expect(viewList("8")).toBeUndefined();
  });

  it("send a signed-out shopper to sign in", async () => {
    watchlist.state = { session: { signedIn: false }, saved: new Set() };
    document.body.innerHTML = toggle("8");
    await enhanceWatchlistButtons(document);
    button("8").click();
    expect(watchlist.signInToSave).toHaveBeenCalledWith("8");
    expect(watchlist.changeWatchlist).not.toHaveBeenCalled();
  });
});
