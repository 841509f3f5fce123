import { describe, expect, it } from "vitest";
import { blogPostHref, hasOwnPage, newestFirst } from "./blog.ts";

type PostLinks = { slug: string; content?: string; url?: string };

describe.each<[string, PostLinks, string | undefined, boolean]>([
  ["content, no url: its own page", { slug: "a", content: "<p>x</p>" }, "/blog/vehicle-reviews/a", true],
  [
    "an outside url wins",
    { slug: "b", content: "<p>x</p>", url: "https://news.example/b" },
    "https://news.example/b",
    false,
  ],
  ["neither: a card without a link", { slug: "c" }, undefined, false],
])("blog post links: %s", (_name, post, href, own) => {
  it("links where it should", () => {
    expect(blogPostHref(post)).toBe(href);
    expect(hasOwnPage(post)).toBe(own);
  });
});

describe("blog order", () => {
  it("is newest first, undated last", () => {
    const posts = [
      { id: "old", published_at: "2026-01-01T00:00:00.000Z" },
      { id: "none" },
      { id: "new", published_at: "2026-11-01T00:00:00.000Z" },
    ];
    expect(newestFirst(posts).map((p) => p.id)).toEqual(["new", "old", "none"]);
  });
});
