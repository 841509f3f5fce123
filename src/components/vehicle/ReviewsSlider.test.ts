// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceReviews } from "./reviews-slider.client.ts";

/** The markup ReviewsSlider.astro draws for `count` reviews (the script reads only these hooks). */
function slider(count: number, rotationMs = 3000) {
  const slides = Array.from(
    { length: count },
    (_, i) =>
      `<div role="group" aria-roledescription="slide" aria-label="${i + 1} of ${count}"${i > 0 ? " inert" : ""}><article><p id="t${i}">Review ${i + 1}</p></article></div>`,
  ).join("");
  document.body.innerHTML = `<section aria-roledescription="carousel" aria-label="Customer reviews" data-reviews data-reviews-slider data-rotation-ms="${rotationMs}">
    <div><button type="button" data-reviews-play>Pause<span class="visually-hidden"> automatic rotation of reviews</span></button><button type="button" aria-label="Previous review" data-reviews-step="-1">‹</button><button type="button" aria-label="Next review" data-reviews-step="1">›</button></div>
    <div><div style="--index:0" aria-live="off" data-reviews-track>${slides}</div></div></section>`;
  enhanceReviews(document);
  return document.querySelector("section") as HTMLElement;
}

function stubMedia({ width = 400, reducedMotion = false } = {}) {
  const matches = (query: string) => {
    if (query.includes("prefers-reduced-motion")) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMedia();
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Labels of the slides a shopper can see and reach (the others are inert). */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[role=group]")]
    .filter((slide) => !slide.inert)
    .map((slide) => slide.getAttribute("aria-label"));
const wait = (ms: number) => vi.advanceTimersByTime(ms);
const button = (name: string | RegExp) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find((b) => {
    const label = b.getAttribute("aria-label") ?? b.textContent ?? "";
    return typeof name === "string" ? label === name : name.test(label);
  }) as HTMLButtonElement;

describe("the reviews carousel", () => {
  it("rotates one review every 3000 ms and wraps around", () => {
    slider(4);
    expect(shown()).toEqual(["1 of 4"]);
    wait(2999);
    expect(shown()).toEqual(["1 of 4"]);
    wait(1);
    expect(shown()).toEqual(["2 of 4"]);
    wait(3000 * 3);
    expect(shown()).toEqual(["1 of 4"]);
  });

  it("stops with Pause and starts again with Play, though focus stays on that button", () => {
    slider(5);
    const control = button("Pause automatic rotation of reviews");
    control.focus();
    control.click();
    wait(9000);
    expect(shown()).toEqual(["1 of 5"]);
    expect(control.textContent).toMatch(/^Play/);
    control.click();
    wait(3000);
    expect(shown()).toEqual(["2 of 5"]);
  });

  it("pauses while the pointer is over it", () => {
    const region = slider(5);
    region.dispatchEvent(new MouseEvent("mouseenter"));
    wait(6000);
    expect(shown()).toEqual(["1 of 5"]);
    region.dispatchEvent(new MouseEvent("mouseleave"));
    wait(3000);
    expect(shown()).toEqual(["2 of 5"]);
  });

  it("pauses while keyboard focus is inside, and moves with previous/next", () => {
    slider(5);
    const next = button("Next review");
    next.focus();
    next.click();
    expect(shown()).toEqual(["2 of 5"]);
    wait(9000);
    expect(shown()).toEqual(["2 of 5"]);
    button("Previous review").click();
    button("Previous review").click();
    expect(shown()).toEqual(["5 of 5"]);
    next.blur();
    wait(3000);
    expect(shown()).toEqual(["1 of 5"]);
  });

  it("does not rotate for shoppers who prefer reduced motion, until they press Play", () => {
    stubMedia({ reducedMotion: true });
    slider(5);
    wait(9000);
    expect(shown()).toEqual(["1 of 5"]);
    button(/^Play/).click();
    wait(3000);
    expect(shown()).toEqual(["2 of 5"]);
  });

  it("shows several reviews at once on wide screens and stops at the last full view", () => {
    stubMedia({ width: 1200 });
    slider(5, 1000);
    expect(shown()).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
    wait(2000);
    expect(shown()).toEqual(["3 of 5", "4 of 5", "5 of 5"]);
    wait(1000);
    expect(shown()).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
  });

  it("is quiet for screen readers while rotating and polite when stopped", () => {
    slider(5);
    const track = () => document.querySelector("[aria-live]");
    expect(track()?.getAttribute("aria-live")).toBe("off");
    button(/^Pause/).click();
    expect(track()?.getAttribute("aria-live")).toBe("polite");
  });
});

describe("a truncated review", () => {
  it("expands with Read more and folds again with Read less", () => {
    document.body.innerHTML = `<ul data-reviews><li><article><p id="x" data-full="Great service and a fair price.">Great service and…</p><button type="button" aria-expanded="false" aria-controls="x">Read more<span class="visually-hidden"> of the review by Sam</span></button></article></li></ul>`;
    enhanceReviews(document);
    const more = document.querySelector("button") as HTMLButtonElement;
    more.click();
    expect(document.getElementById("x")?.textContent).toBe("Great service and a fair price.");
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(more.textContent).toBe("Read less of the review by Sam");
    more.click();
    expect(document.getElementById("x")?.textContent).toBe("Great service and…");
    expect(more.textContent).toBe("Read more of the review by Sam");
  });
});
