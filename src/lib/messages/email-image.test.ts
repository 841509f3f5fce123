import { describe, expect, it } from "vitest";
import { emailImageUrl, emailPhotoSource } from "./email-image.ts";

const NETLIFY = "/.netlify/images?url={url}&w={width}&q=75";

describe("emailImageUrl (emails carry PNG or JPEG, which Gmail and Outlook show)", () => {
  it("asks the Netlify Image CDN for a JPEG photo, even of an SVG", () => {
    const url = emailImageUrl(NETLIFY, "/images/cars/ute-silver.svg", 640, "photo")!;
    const params = new URL(url, "https://dealer.example").searchParams;
    expect(url.startsWith("/.netlify/images?")).toBe(true);
    expect(params.get("url")).toBe("/images/cars/ute-silver.svg");
    expect(params.get("w")).toBe("640");
    expect(params.get("fm")).toBe("jpg");
  });
  it("asks for a PNG logo, and replaces a format the template names", () => {
    const url = emailImageUrl(
      "https://cdn.dealer.example/.netlify/images?url={url}&fm=webp",
      "/logo.svg",
      320,
      "logo",
    )!;
    const params = new URL(url).searchParams;
    expect(params.get("fm")).toBe("png");
    expect(params.get("w")).toBe("320");
  });
  it("through another CDN, a raster photo goes as the template makes it and a vector one is left out", () => {
    expect(emailImageUrl("https://img.example/{url}?w={width}", "https://photos.example/1.jpg", 640, "photo")).toBe(
      "https://img.example/https://photos.example/1.jpg?w=640",
    );
    expect(emailImageUrl("{url}", "/images/logo.svg", 320, "logo")).toBeUndefined();
  });
});

describe("emailPhotoSource", () => {
  it("prefers the car's own raster photo to a drawing", () => {
    expect(emailPhotoSource([{ url: "/a.svg" }, { url: "https://p.example/b.JPG" }])).toBe("https://p.example/b.JPG");
    expect(emailPhotoSource([{ url: "/v.mp4", isVideo: true }, { url: "/a.svg" }])).toBe("/a.svg");
    expect(emailPhotoSource([], undefined)).toBeUndefined();
  });
});
