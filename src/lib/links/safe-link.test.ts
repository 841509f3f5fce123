import { describe, expect, it } from "vitest";
import { blogPostSchema } from "../feed/blog.ts";
import { isSafeLink } from "./safe-link.ts";

describe("links from feeds and tenant config", () => {
  it.each([
    "https://www.example.com.au/finance",
    "http://example.com",
    "mailto:sales@example.com",
    "tel:+61299990000",
    "/special-offers",
    "special-offers/kia",
    "?make=kia",
    "#service-booking",
    "//cdn.example.com/brochure.pdf",
  ])("allows %s", (link) => expect(isSafeLink(link)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
  ])("refuses %j", (link) => expect(isSafeLink(link)).toBe(false));

  it("reports a blog post whose url is javascript: instead of rendering it as a link", () => {
    const post = { id: 1, title: "Buying guide", slug: "buying-guide", url: "javascript:alert(1)" };
    const parsed = blogPostSchema.safeParse(post);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["url"]);
    expect(blogPostSchema.safeParse({ ...post, url: "https://example.com/guide" }).success).toBe(true);
  });
});
