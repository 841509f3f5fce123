// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import storedDirective, { STORED_EVENT } from "./stored.ts";

const KEY = "forecourt:compare";

/** Runs the directive as Astro would and says whether the island has hydrated. */
function island() {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  storedDirective(load, { name: "stored", value: KEY }, document.createElement("astro-island"));
  return { hydrated: () => hydrate.mock.calls.length > 0 };
}

afterEach(() => {
  localStorage.clear();
});

describe("client:stored", () => {
  it("leaves the island unloaded while nothing is kept under its key, or only an empty or hand-broken list", async () => {
    localStorage.setItem(KEY, "not json");
    const tray = island();
    localStorage.setItem(KEY, "[]");
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: "forecourt:other" }));
    await new Promise((resolve) => setTimeout(resolve, 300)); // longer than the idle fallback
    expect(tray.hydrated()).toBe(false);
  });

  it("hydrates at idle when the page loads with a list kept", async () => {
    localStorage.setItem(KEY, JSON.stringify([{ id: "1", slug: "a", name: "A car" }]));
    const tray = island();
    await vi.waitFor(() => expect(tray.hydrated()).toBe(true));
  });

  it("hydrates when this tab keeps the first car (the store's event) or another tab does (storage)", async () => {
    const here = island();
    window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: KEY }));
    await vi.waitFor(() => expect(here.hydrated()).toBe(true));

    const elsewhere = island();
    localStorage.setItem(KEY, JSON.stringify([{ id: "1", slug: "a", name: "A car" }]));
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    await vi.waitFor(() => expect(elsewhere.hydrated()).toBe(true));
  });
});
