// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import Gallery, { THUMBNAILS_ABOVE } from "./Gallery.tsx";
import type { GalleryImage } from "./Gallery.tsx";

const photos = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, i) => ({
    src: `/cars/ranger/${i + 1}.jpg`,
    srcset: `/cars/ranger/${i + 1}-640.jpg 640w`,
    sizes: "100vw",
    thumb: `/cars/ranger/${i + 1}-thumb.jpg`,
    alt: `Ranger view ${i + 1}`,
    width: 800,
    height: 600,
  }));

afterEach(cleanup);

const mainImage = () => screen.getByRole("button", { name: /^Open full screen/ }).querySelector("img");

describe("Gallery", () => {
  it("renders nothing without images", () => {
    const { container } = render(<Gallery images={[]} title="Ford Ranger" />);
    expect(container.innerHTML).toBe("");
  });

  it("loads the first image eagerly with high priority and reserved size, on the server too", () => {
    const html = renderToString(<Gallery images={photos(2)} title="Ford Ranger" />);
    expect(html).toMatch(
      /<img src="\/cars\/ranger\/1.jpg" srcSet="[^"]+" sizes="100vw" alt="Ranger view 1" width="800" height="600" loading="eager" fetchPriority="high"\/>/,
    );
  });

  it(`shows thumbnails only with more than ${THUMBNAILS_ABOVE} images`, () => {
    render(<Gallery images={photos(3)} title="Ford Ranger" />);
    expect(screen.queryByRole("list", { name: "All photos" })).toBeNull();
    cleanup();
    render(<Gallery images={photos(4)} title="Ford Ranger" />);
    const thumbs = within(screen.getByRole("list", { name: "All photos" })).getAllByRole("button");
    expect(thumbs).toHaveLength(4);
    fireEvent.click(thumbs[2]!);
    expect(mainImage()?.getAttribute("src")).toBe("/cars/ranger/3.jpg");
    expect(thumbs[2]?.getAttribute("aria-current")).toBe("true");
  });

  it("steps with previous/next, wraps around and shows the counter", () => {
    render(<Gallery images={photos(12)} title="Ford Ranger" />);
    expect(screen.getByText("1 / 12")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(screen.getByText("12 / 12")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByText("2 / 12")).toBeTruthy();
    expect(screen.getByText("Photo 2 of 12").getAttribute("aria-live")).toBe("polite");
    expect(mainImage()?.getAttribute("src")).toBe("/cars/ranger/2.jpg");
  });

  it("opens a modal dialog, moves with the arrow keys and closes on Escape, returning focus", () => {
    render(<Gallery images={photos(12)} title="Ford Ranger" />);
    const opener = screen.getByRole("button", { name: /^Open full screen/ });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("aria-label")).toBe("Photo 1 of 12: Ranger view 1");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(dialog.getAttribute("aria-label")).toBe("Photo 3 of 12: Ranger view 3");
    expect(within(dialog).getByRole("img").getAttribute("src")).toBe("/cars/ranger/3.jpg");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(dialog.getAttribute("aria-label")).toBe("Photo 12 of 12: Ranger view 12");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(screen.getByText("12 / 12")).toBeTruthy();
  });

  it("closes with the close button", () => {
    render(<Gallery images={photos(2)} title="Ford Ranger" />);
    fireEvent.click(screen.getByRole("button", { name: /^Open full screen/ }));
    fireEvent.click(screen.getByRole("button", { name: "Close full-screen photos" }));
    expect(document.querySelector("dialog")?.open).toBe(false);
    expect(screen.queryByRole("button", { name: "Close full-screen photos" })).toBeNull();
  });

  it("has no previous/next or counter for a single photo", () => {
    render(<Gallery images={photos(1)} title="Ford Ranger" />);
    expect(screen.queryByRole("button", { name: "Next photo" })).toBeNull();
    expect(screen.queryByText("1 / 1")).toBeNull();
  });
});
