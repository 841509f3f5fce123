import { describe, expect, it } from "vitest";
import { imageSrc, imageSrcset } from "./image-url.ts";

const NETLIFY = "/.netlify/images?url={url}&w={width}&q=75";

describe("image CDN URLs", () => {
  it("fills the template with the encoded source and width", () => {
    expect(imageSrc(NETLIFY, "https://cdn.example/car 1.jpg", 640)).toBe(
      "/.netlify/images?url=https%3A%2F%2Fcdn.example%2Fcar%201.jpg&w=640&q=75",
    );
  });
  it("offers every configured width in the srcset", () => {
    expect(imageSrcset(NETLIFY, "/a.jpg", [360, 640])).toBe(
      "/.netlify/images?url=%2Fa.jpg&w=360&q=75 360w, /.netlify/images?url=%2Fa.jpg&w=640&q=75 640w",
    );
  });
  it("serves vector images as they are", () => {
    expect(imageSrc(NETLIFY, "/images/cars/a.svg", 640)).toBe("/images/cars/a.svg");
    expect(imageSrcset(NETLIFY, "/images/cars/a.svg", [360])).toBe("");
  });
  it("gives no srcset when the template has no width", () => {
    expect(imageSrcset("{url}", "/a.jpg", [360])).toBe("");
    expect(imageSrc("{url}", "/a.jpg", 360)).toBe("/a.jpg");
  });
  it("leaves the address as it is where it is not a query value ('{url}' 404'd encoded)", () => {
    expect(imageSrc("{url}", "https://img.dealer.example/a b.jpg", 640)).toBe("https://img.dealer.example/a b.jpg");
    expect(imageSrc("https://cdn.example/{width}/{url}", "https://i.example/a.jpg", 640)).toBe(
      "https://cdn.example/640/https://i.example/a.jpg",
    );
  });
});
