// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { LiveStock } from "#lib/inventory/live-stock.ts";
import { applyLiveStockToPage } from "./apply-to-page.ts";

const NOW = Date.parse("2026-11-27T10:00:00Z");

function page(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = `<div data-live-car="7"><span data-live-price>$20,000</span></div>`;
  return root;
}
const marks = (root: HTMLElement) => {
  const car = root.querySelector<HTMLElement>("[data-live-car]")!;
  return { live: car.dataset.live, released: car.hasAttribute("data-live-released") };
};
const apply = (root: HTMLElement, change: Partial<LiveStock>) =>
  applyLiveStockToPage(new Map([["7", { car_id: "7", ...change } as LiveStock]]), root, NOW);

describe("live stock on a static page", () => {
  it.each([
    ["sold", { status: "sold" }, { live: "sold", released: false }],
    ["reserved", { reserved: true }, { live: "reserved", released: false }],
    ["a hold released since the build", { reserved: false }, { live: undefined, released: true }],
    ["released, then sold", { reserved: false, status: "sold" }, { live: "sold", released: false }],
    ["only re-priced", { price: 18_500 }, { live: undefined, released: false }],
  ])("%s", (_name, change, expected) => {
    const root = page();
    apply(root, change as Partial<LiveStock>);
    expect(marks(root)).toEqual(expected);
  });

  it("a released car reserved again loses the released mark", () => {
    const root = page();
    apply(root, { reserved: false });
    apply(root, { reserved: true });
    expect(marks(root)).toEqual({ live: "reserved", released: false });
  });

  it("a new price is shown", () => {
    const root = page();
    apply(root, { price: 18_500 });
    expect(root.querySelector("[data-live-price]")!.textContent).toBe("$18,500");
  });
});
