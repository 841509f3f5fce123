// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAG_PX_PER_FRAME, frameAfterDrag } from "./SpinFrames.tsx";
import SpinViewer, { availableModes } from "./SpinViewer.tsx";
import type { GalleryImage, Hotspot } from "./SpinViewer.tsx";

const frames = Array.from({ length: 24 }, (_, i) => `/spin/${i + 1}.jpg`);
const images: GalleryImage[] = [{ src: "/p/1.jpg", thumb: "/p/1-t.jpg", alt: "Front", width: 800, height: 600 }];
const hotspots: Hotspot[] = [
  { x: 30, y: 40, frame: 0, label: "LED headlights", description: "Auto high beam" },
  { x: 70, y: 50, frame: 1, label: "Alloy wheels" },
  { label: "Nowhere to put me" },
];

let preloaded: string[] = [];
beforeEach(() => {
  preloaded = [];
  vi.stubGlobal(
    "Image",
    class {
      decoding = "";
      set src(value: string) {
        preloaded.push(value);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slider = () => screen.getByRole("slider");
const modeButton = (name: string) => screen.getByRole("button", { name });

describe("SpinViewer", () => {
  it("offers only the views the car has, photos first", () => {
    render(<SpinViewer spinImages={frames} hotspots={[]} title="Ranger" images={images} />);
    expect(screen.getAllByRole("button", { pressed: false }).map((button) => button.textContent)).toEqual(["Spin"]);
    expect(modeButton("Images").getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("button", { name: "Interior" })).toBeNull();
    expect(screen.getByRole("img", { name: "Front" })).toBeTruthy();
  });

  it("fetches the other frames only when the shopper switches to Spin", () => {
    render(<SpinViewer spinImages={frames} hotspots={[]} title="Ranger" images={images} />);
    expect(preloaded).toEqual([]);
    fireEvent.click(modeButton("Spin"));
    expect(slider().querySelector("img")?.getAttribute("src")).toBe("/spin/1.jpg");
    expect(preloaded).toEqual(frames.slice(1));
    fireEvent.click(modeButton("Images"));
    fireEvent.click(modeButton("Spin"));
    expect(preloaded).toHaveLength(23);
  });

  it("with spin as the only view, waits for the first key press or drag before fetching", () => {
    render(<SpinViewer spinImages={frames} hotspots={[]} title="Ranger" />);
    expect(screen.queryByRole("group", { name: /How to view/ })).toBeNull();
    expect(preloaded).toEqual([]);
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(preloaded).toHaveLength(23);
  });

  it("turns with the arrow keys, Home and End, wrapping around", () => {
    render(<SpinViewer spinImages={frames} hotspots={[]} title="Ranger" />);
    expect(slider().getAttribute("aria-label")).toBe("Ranger: 360° view");
    expect(slider().getAttribute("aria-valuenow")).toBe("1");
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(slider().getAttribute("aria-valuenow")).toBe("2");
    expect(slider().getAttribute("aria-valuetext")).toBe("Angle 2 of 24");
    expect(slider().querySelector("img")?.getAttribute("src")).toBe("/spin/2.jpg");
    fireEvent.keyDown(slider(), { key: "ArrowLeft" });
    fireEvent.keyDown(slider(), { key: "ArrowLeft" });
    expect(slider().getAttribute("aria-valuenow")).toBe("24");
    fireEvent.keyDown(slider(), { key: "Home" });
    expect(slider().getAttribute("aria-valuenow")).toBe("1");
    fireEvent.keyDown(slider(), { key: "End" });
    expect(slider().getAttribute("aria-valuenow")).toBe("24");
  });

  it("turns when dragged", () => {
    render(<SpinViewer spinImages={frames} hotspots={[]} title="Ranger" />);
    fireEvent.pointerDown(slider(), { pointerId: 1, clientX: 200 });
    fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 200 + DRAG_PX_PER_FRAME * 3 });
    expect(slider().getAttribute("aria-valuenow")).toBe("4");
    fireEvent.pointerUp(slider(), { pointerId: 1 });
    fireEvent.pointerMove(slider(), { pointerId: 1, clientX: 0 });
    expect(slider().getAttribute("aria-valuenow")).toBe("4");
    expect(preloaded).toHaveLength(23);
  });

  it("shows each hotspot on its frame, with its details on demand", () => {
    render(<SpinViewer spinImages={frames} hotspots={hotspots} title="Ranger" />);
    const headlights = screen.getByRole("button", { name: "LED headlights" });
    expect(screen.queryByRole("button", { name: "Alloy wheels" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Nowhere to put me" })).toBeNull();
    const details = () => document.getElementById(headlights.getAttribute("aria-controls") ?? "")!;
    expect(details().hidden).toBe(true);
    fireEvent.click(headlights);
    expect(headlights.getAttribute("aria-expanded")).toBe("true");
    expect(details().hidden).toBe(false);
    expect(details().textContent).toBe("LED headlightsAuto high beam");
    fireEvent.keyDown(headlights, { key: "Escape" });
    expect(headlights.getAttribute("aria-expanded")).toBe("false");
    expect(details().hidden).toBe(true);
    fireEvent.keyDown(slider(), { key: "ArrowRight" });
    expect(screen.queryByRole("button", { name: "LED headlights" })).toBeNull();
    expect(screen.getByRole("button", { name: "Alloy wheels" }).parentElement?.style.left).toBe("70%");
  });

  it("shows the interior view", () => {
    render(<SpinViewer spinImages={frames} interiorImage="/interior.jpg" hotspots={[]} title="Ranger" />);
    fireEvent.click(modeButton("Interior"));
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByRole("img", { name: "Interior of Ranger" }).getAttribute("src")).toBe("/interior.jpg");
    expect(screen.getByRole("region", { name: /Interior of Ranger/ }).tabIndex).toBe(0);
  });

  it("renders nothing without any view", () => {
    expect(render(<SpinViewer spinImages={[]} hotspots={[]} title="Ranger" />).container.innerHTML).toBe("");
  });

  it.each([
    [{ spinImages: frames, images, interiorImage: "/i.jpg" }, ["spin", "images", "interior"]],
    [{ spinImages: [], images, interiorImage: undefined }, ["images"]],
    [{ spinImages: frames, images: [], interiorImage: "" }, ["spin"]],
  ])("modes for %#", (props, expected) => expect(availableModes(props)).toEqual(expected));

  it.each([
    [0, 0, 0],
    [0, DRAG_PX_PER_FRAME - 1, 0],
    [0, DRAG_PX_PER_FRAME, 1],
    [0, -DRAG_PX_PER_FRAME, 23],
    [20, DRAG_PX_PER_FRAME * 5, 1],
  ])("from frame %d a drag of %d px shows frame %d", (start, delta, expected) =>
    expect(frameAfterDrag(start, delta, 24)).toBe(expected),
  );
});
