// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import StickyVehicleBar from "./StickyVehicleBar.tsx";

const props = {
  title: "2021 Ford Ranger XLT",
  priceText: "$42,990",
  weeklyText: "est. $189/wk",
  financeHref: "/finance?car_id=car-1#finance-form",
  tradeInHref: "/cars/trade-in?car_id=car-1",
  enquireHref: "#enquire",
};

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  scrollToY(0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function scrollToY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}
function scroll(y: number) {
  scrollToY(y);
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
  });
  const pending = frames.splice(0);
  act(() => {
    for (const callback of pending) callback(0);
  });
  return pending.length;
}

// Hidden landmarks have no accessible name, so they are found by class.
const header = () => document.querySelector<HTMLElement>(".sticky-vehicle-header")!;
const bar = () => document.querySelector<HTMLElement>(".sticky-vehicle-bar")!;

describe("StickyVehicleBar", () => {
  it("is hidden in the static HTML so nothing invisible can be tabbed to", () => {
    const html = renderToString(<StickyVehicleBar {...props} />);
    expect(html.match(/<aside[^>]*hidden=""/g)).toHaveLength(2);
  });

  it("shows the header from 500 px and the bottom bar from 900 px, and hides them again", () => {
    render(<StickyVehicleBar {...props} />);
    expect(header().hidden).toBe(true);
    scroll(499);
    expect(header().hidden).toBe(true);
    scroll(500);
    expect(header().hidden).toBe(false);
    expect(bar().hidden).toBe(true);
    expect(screen.getAllByRole("complementary").map((element) => element.getAttribute("aria-label"))).toEqual([
      "2021 Ford Ranger XLT: quick actions",
    ]);
    expect(header().textContent).toContain("est. $189/wk");
    expect(screen.getByRole("link", { name: "Get Finance" }).getAttribute("href")).toBe(props.financeHref);
    expect(screen.getByRole("link", { name: "Trade-In Valuation" }).getAttribute("href")).toBe(props.tradeInHref);
    scroll(900);
    expect(bar().hidden).toBe(false);
    expect(screen.getByRole("link", { name: "Enquire" }).getAttribute("href")).toBe("#enquire");
    scroll(100);
    expect(header().hidden).toBe(true);
    expect(bar().hidden).toBe(true);
  });

  it("checks the scroll position once per animation frame", () => {
    render(<StickyVehicleBar {...props} />);
    // The frame asked for at mount (whether the page arrived at the form's #fragment) is not a scroll's.
    const atMount = frames.splice(0);
    act(() => {
      for (const callback of atMount) callback(0);
    });
    expect(scroll(700)).toBe(1);
  });

  it("starts visible when the page loads already scrolled down", () => {
    scrollToY(1200);
    render(<StickyVehicleBar {...props} />);
    expect(header().hidden).toBe(false);
    expect(bar().hidden).toBe(false);
  });

  it("honours other thresholds and leaves out what is not given", () => {
    render(
      <StickyVehicleBar
        {...props}
        weeklyText={undefined}
        tradeInHref={undefined}
        headerAfterPx={100}
        barAfterPx={200}
      />,
    );
    scroll(150);
    expect(header().hidden).toBe(false);
    expect(bar().hidden).toBe(true);
    expect(header().textContent).not.toContain("/wk");
    expect(screen.queryByRole("link", { name: "Trade-In Valuation" })).toBeNull();
  });
});
