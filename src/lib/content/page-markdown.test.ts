import { describe, expect, it } from "vitest";
import { renderPageMarkdown } from "./page-markdown.ts";

describe("a standard page's Markdown from the console", () => {
  it("renders headings, lists and safe links", () => {
    const html = renderPageMarkdown(
      "## Our promise\n\n- Fair prices\n- [Find us](/locations)\n\nCall [us](tel:0395550100).",
    );
    expect(html).toContain("<h2>Our promise</h2>");
    expect(html).toContain('<li><a href="/locations">Find us</a></li>');
    expect(html).toContain('<a href="tel:0395550100">us</a>');
  });

  it("shows raw HTML as text and drops script links and images", () => {
    const html = renderPageMarkdown(
      "Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) ![x](javascript:alert(2))",
    );
    expect(html).not.toMatch(/<script|<img src=x|href="javascript|src="javascript/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("click");
  });
});
