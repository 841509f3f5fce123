// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REVIEW_ROTATION_MS } from "#lib/reviews/select-reviews.ts";
import ReviewsSlider, { nextStart } from "./ReviewsSlider.tsx";
import type { Review } from "./ReviewsSlider.tsx";

const reviews = (count: number): Review[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    author: `Customer ${i + 1}`,
    rating: 5,
    text: `Review ${i + 1}`,
  }));

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
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Labels of the slides a shopper can see and reach (the others are inert). */
const shown = () =>
  screen
    .getAllByRole("group")
    .filter((slide) => !slide.hasAttribute("inert"))
    .map((slide) => slide.getAttribute("aria-label"));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("ReviewsSlider", () => {
  it("lists up to 3 reviews without a slider", () => {
    render(<ReviewsSlider reviews={reviews(3)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button")).toBeNull();
    wait(REVIEW_ROTATION_MS * 2);
    expect(screen.getByRole("list", { name: "Customer reviews" })).toBeTruthy();
  });

  it("rotates one review every 3000 ms and wraps around", () => {
    render(<ReviewsSlider reviews={reviews(4)} />);
    expect(screen.getByRole("region", { name: "Customer reviews" }).getAttribute("aria-roledescription")).toBe(
      "carousel",
    );
    expect(shown()).toEqual(["1 of 4"]);
    wait(2999);
    expect(shown()).toEqual(["1 of 4"]);
    wait(1);
    expect(shown()).toEqual(["2 of 4"]);
    wait(3000 * 3);
    expect(shown()).toEqual(["1 of 4"]);
  });

  it("stops with Pause and starts again with Play, though focus stays on that button", () => {
    render(<ReviewsSlider reviews={reviews(5)} />);
    const control = screen.getByRole("button", { name: "Pause automatic rotation of reviews" });
    fireEvent.focus(control);
    fireEvent.click(control);
    wait(9000);
    expect(shown()).toEqual(["1 of 5"]);
    expect(control.textContent).toMatch(/^Play/);
    fireEvent.click(control);
    wait(3000);
    expect(shown()).toEqual(["2 of 5"]);
  });

  it("pauses while the pointer is over it", () => {
    render(<ReviewsSlider reviews={reviews(5)} />);
    const slider = screen.getByRole("region");
    fireEvent.mouseEnter(slider);
    wait(6000);
    expect(shown()).toEqual(["1 of 5"]);
    fireEvent.mouseLeave(slider);
    wait(3000);
    expect(shown()).toEqual(["2 of 5"]);
  });

  it("pauses while keyboard focus is inside, and moves with previous/next", () => {
    render(<ReviewsSlider reviews={reviews(5)} />);
    const next = screen.getByRole("button", { name: "Next review" });
    fireEvent.focus(next);
    fireEvent.click(next);
    expect(shown()).toEqual(["2 of 5"]);
    wait(9000);
    expect(shown()).toEqual(["2 of 5"]);
    fireEvent.click(screen.getByRole("button", { name: "Previous review" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous review" }));
    expect(shown()).toEqual(["5 of 5"]);
    fireEvent.blur(next, { relatedTarget: document.body });
    wait(3000);
    expect(shown()).toEqual(["1 of 5"]);
  });

  it("does not rotate for shoppers who prefer reduced motion, until they press Play", () => {
    stubMedia({ reducedMotion: true });
    render(<ReviewsSlider reviews={reviews(5)} />);
    wait(9000);
    expect(shown()).toEqual(["1 of 5"]);
    fireEvent.click(screen.getByRole("button", { name: /^Play/ }));
    wait(3000);
    expect(shown()).toEqual(["2 of 5"]);
  });

  it("shows several reviews at once on wide screens and stops at the last full view", () => {
    stubMedia({ width: 1200 });
    render(<ReviewsSlider reviews={reviews(5)} rotationMs={1000} />);
    expect(shown()).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
    wait(2000);
    expect(shown()).toEqual(["3 of 5", "4 of 5", "5 of 5"]);
    wait(1000);
    expect(shown()).toEqual(["1 of 5", "2 of 5", "3 of 5"]);
  });

  it("is quiet for screen readers while rotating and polite when stopped", () => {
    const { container } = render(<ReviewsSlider reviews={reviews(5)} />);
    const track = () => container.querySelector("[aria-live]");
    expect(track()?.getAttribute("aria-live")).toBe("off");
    fireEvent.click(screen.getByRole("button", { name: /^Pause/ }));
    expect(track()?.getAttribute("aria-live")).toBe("polite");
  });

  it("reads the rating out and expands a truncated review", () => {
    const review: Review = {
      id: "x",
      author: "Sam",
      rating: 4,
      text: "Great service and…",
      truncated: true,
      fullText: "Great service and a fair price.",
      date: "3 March 2025",
    };
    render(<ReviewsSlider reviews={[review]} />);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
    const more = screen.getByRole("button", { name: "Read more of the review by Sam" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(screen.getByText("Great service and a fair price.").id).toBe(more.getAttribute("aria-controls"));
    expect(screen.getByRole("button", { name: "Read less of the review by Sam" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(screen.getByText("3 March 2025")).toBeTruthy();
  });

  it.each([
    [0, 1, 4, 1],
    [4, 1, 4, 0],
    [0, -1, 4, 4],
    [4, 1, 2, 0],
    [3, -1, 2, 1],
  ])("from %d, moving %d with last start %d, shows %d", (current, step, last, expected) =>
    expect(nextStart(current, step, last)).toBe(expected),
  );
});
