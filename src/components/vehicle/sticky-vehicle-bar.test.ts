// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceStickyBars } from "./sticky-vehicle-bar.client.ts";

/** The markup StickyVehicleBar.astro draws (thresholds as given, or the spec's 500 and 900 px). */
function page({ weekly = true, tradeIn = true, headerAfterPx = 500, barAfterPx = 900 } = {}) {
  const weeklyText = weekly ? `<span class="sticky-vehicle-header__weekly">est. $189/wk</span>` : "";
  document.body.innerHTML = `<aside class="sticky-vehicle-header" aria-label="2021 Ford Ranger XLT: quick actions" hidden data-sticky-header data-after-px="${headerAfterPx}" data-enquire-href="#enquire"><p><strong>$42,990</strong>${weeklyText}</p><p><a class="button" href="/finance?car_id=car-1" data-action="finance">Get Finance</a>${tradeIn ? `<a href="/cars/trade-in?car_id=car-1">Trade-In Valuation</a>` : ""}</p></aside>
    <aside class="sticky-vehicle-bar" aria-label="Enquire about 2021 Ford Ranger XLT" hidden data-sticky-bar data-after-px="${barAfterPx}"><p><strong>$42,990</strong>${weeklyText}</p><a class="button" href="#enquire">Enquire</a></aside>
    <section id="enquire"><h2>Enquire</h2></section>`;
  enhanceStickyBars(document, listening.signal);
}

let frames: FrameRequestCallback[] = [];
let listening = new AbortController();
beforeEach(() => {
  listening = new AbortController();
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  vi.stubGlobal("IntersectionObserver", undefined);
  scrollToY(0);
});
afterEach(() => {
  listening.abort();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

function scrollToY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}
function scroll(y: number) {
  scrollToY(y);
  window.dispatchEvent(new Event("scroll"));
  window.dispatchEvent(new Event("scroll"));
  const pending = frames.splice(0);
  for (const callback of pending) callback(0);
  return pending.length;
}

const header = () => document.querySelector<HTMLElement>(".sticky-vehicle-header")!;
const bar = () => document.querySelector<HTMLElement>(".sticky-vehicle-bar")!;

describe("the sticky header and bottom bar", () => {
  it("show the header from 500 px and the bottom bar from 900 px, and hide them again", () => {
    page();
    frames.splice(0);
    expect(header().hidden).toBe(true);
    expect(header().dataset.ready).toBe("true");
    scroll(499);
    expect(header().hidden).toBe(true);
    scroll(500);
    expect(header().hidden).toBe(false);
    expect(bar().hidden).toBe(true);
    scroll(900);
    expect(bar().hidden).toBe(false);
    scroll(100);
    expect(header().hidden).toBe(true);
    expect(bar().hidden).toBe(true);
  });

  it("check the scroll position once per animation frame", () => {
    page();
    // The frame asked for at load (whether the page arrived at the form's #fragment) is not a scroll's.
    for (const callback of frames.splice(0)) callback(0);
    expect(scroll(700)).toBe(1);
  });

  it("start visible when the page loads already scrolled down", () => {
    scrollToY(1200);
    page();
    expect(header().hidden).toBe(false);
    expect(bar().hidden).toBe(false);
  });

  it("honour other thresholds", () => {
    page({ headerAfterPx: 100, barAfterPx: 200 });
    scroll(150);
    expect(header().hidden).toBe(false);
    expect(bar().hidden).toBe(true);
  });

  it("take a click on a link to the form to its heading, focused", () => {
    page();
    const heading = document.querySelector("h2")!;
    heading.scrollIntoView = () => {};
    bar().querySelector("a")!.click();
    expect(document.activeElement).toBe(heading);
    expect(location.hash).toBe("#enquire");
  });
});
