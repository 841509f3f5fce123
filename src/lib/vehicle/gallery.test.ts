import { describe, expect, it } from "vitest";
import { galleryImages } from "./gallery.ts";

const cdn = { cdnTemplate: "/.netlify/images?url={url}&w={width}", widths: [480, 960] };

describe("galleryImages", () => {
  it("gives each photo its CDN address, srcset over the widths, thumbnail and alt text", () => {
    expect(
      galleryImages([["https://img.example/a.jpg", "https://img.example/a-t.jpg"]], cdn, "2021 Ford Ranger"),
    ).toEqual([
      {
        src: "/.netlify/images?url=https%3A%2F%2Fimg.example%2Fa.jpg&w=960",
        srcset:
          "/.netlify/images?url=https%3A%2F%2Fimg.example%2Fa.jpg&w=480 480w, /.netlify/images?url=https%3A%2F%2Fimg.example%2Fa.jpg&w=960 960w",
        sizes: "(min-width: 900px) 60vw, 100vw",
        thumb: "/.netlify/images?url=https%3A%2F%2Fimg.example%2Fa-t.jpg&w=160",
        alt: "2021 Ford Ranger, photo 1 of 1",
        width: 800,
        height: 600,
      },
    ]);
  });

  it("takes the photo for its own thumbnail, and leaves vector images as they are", () => {
    const [first, second] = galleryImages([["/a.svg"], ["/b.jpg"]], cdn, "Car");
    expect(first).toMatchObject({ src: "/a.svg", srcset: undefined, thumb: "/a.svg", alt: "Car, photo 1 of 2" });
    expect(second?.thumb).toBe("/.netlify/images?url=%2Fb.jpg&w=160");
  });
});
