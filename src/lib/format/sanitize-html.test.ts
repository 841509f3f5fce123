import { describe, expect, it } from "vitest";
import { commentsPreview, sanitizeCommentsHtml } from "./sanitize-html.ts";

// Dealer comments (spec §3 dealercomments) are feed HTML: formatting and safe links survive,
// anything that can run code or restyle the page does not.
describe.each([
  [
    "keeps basic formatting",
    "<p>One <strong>owner</strong>, <em>full</em> <b>log</b> <i>books</i> <u>here</u><br>Call us</p>",
    "<p>One <strong>owner</strong>, <em>full</em> <b>log</b> <i>books</i> <u>here</u><br />Call us</p>",
  ],
  ["keeps lists", "<ul><li>Tow bar</li></ul><ol><li>One</li></ol>", "<ul><li>Tow bar</li></ul><ol><li>One</li></ol>"],
  [
    "keeps h3/h4 and lowers other headings",
    "<h1>Big</h1><h2>Also</h2><h3>Ok</h3><h4>Ok</h4><h6>Small</h6>",
    "<h3>Big</h3><h3>Also</h3><h3>Ok</h3><h4>Ok</h4><h4>Small</h4>",
  ],
  [
    "keeps table basics",
    '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2" onclick="x()">1</td></tr></tbody></table>',
    '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
  ],
  [
    "turns divs into paragraphs and drops spans but keeps their text",
    "<div>one</div><div><span>two</span></div>",
    "<p>one</p><p>two</p>",
  ],
  ["drops script with its content", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
  ["drops style with its content", "<style>body{display:none}</style><p>Hi</p>", "<p>Hi</p>"],
  ["drops iframe with its content", '<iframe src="https://evil.example"><p>inside</p></iframe>after', "after"],
  ["drops svg with its script", "<svg><script>alert(1)</script></svg>ok", "ok"],
  ["drops onclick", '<p onclick="steal()">Hi</p>', "<p>Hi</p>"],
  ["drops img with onerror entirely", "<img src=x onerror=alert(1)>hi", "hi"],
  ["drops style attributes", '<p style="position:fixed;inset:0">Hi</p>', "<p>Hi</p>"],
  ["closes unclosed tags", "<p>Hello <strong>world", "<p>Hello <strong>world</strong></p>"],
  [
    "keeps escaped markup as text",
    "<p>Fish &amp; chips &lt;script&gt;alert(1)&lt;/script&gt;</p>",
    "<p>Fish &amp; chips &lt;script&gt;alert(1)&lt;/script&gt;</p>",
  ],
  ["decodes named entities to characters", "<p>caf&eacute;</p>", "<p>café</p>"],
  ["escapes split script tricks", "<<script>script>alert(1)<</script>/script>", "&lt;/script&gt;"],
  ["breaks out of nothing through noscript", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ""],
])("sanitize comments: %s", (_name, input, expected) => {
  it("gives safe HTML", () => expect(sanitizeCommentsHtml(input)).toBe(expected));
});

describe.each([
  [
    "https",
    "https://example.com/a?b=1&c=2",
    '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener">x</a>',
  ],
  ["http", "http://example.com", '<a href="http://example.com" rel="nofollow noopener">x</a>'],
  ["mailto", "mailto:sales@example.com", '<a href="mailto:sales@example.com" rel="nofollow noopener">x</a>'],
  ["tel", "tel:+61255500110", '<a href="tel:+61255500110" rel="nofollow noopener">x</a>'],
  ["a relative path", "/cars/x", '<a href="/cars/x" rel="nofollow noopener">x</a>'],
  ["javascript:", "javascript:alert(1)", "x"],
  ["mixed-case JaVaScRiPt:", "JaVaScRiPt:alert(1)", "x"],
  ["javascript: with an entity tab", "jav&#x09;ascript:alert(1)", "x"],
  ["javascript: with a leading space", " javascript:alert(1)", "x"],
  ["javascript: with a newline", "java\nscript:alert(1)", "x"],
  ["data:", "data:text/html;base64,PHNjcmlwdD4=", "x"],
  ["vbscript:", "vbscript:msgbox(1)", "x"],
  ["protocol-relative", "//evil.example", "x"],
  ["backslash protocol-relative", "/\\evil.example", "x"],
])("sanitize link: %s", (_name, href, expected) => {
  it("keeps safe links with rel nofollow noopener and turns the rest into text", () => {
    expect(sanitizeCommentsHtml(`<a href="${href}" target="_blank" rel="opener" onclick="x()">x</a>`)).toBe(expected);
  });
});

// Spec §9: dealer comments truncated at 400; spec §8 'Dealer comments are pending...' when none.
describe("commentsPreview", () => {
  it("gives sanitised HTML and a plain-text preview", () => {
    const result = commentsPreview("<p>One owner &amp; <strong>full</strong> history.</p><script>alert(1)</script>");
    expect(result).toEqual({
      html: "<p>One owner &amp; <strong>full</strong> history.</p>",
      preview: "One owner & full history.",
      truncated: false,
      empty: false,
    });
  });
  it("truncates the preview at the limit, at a word boundary", () => {
    const result = commentsPreview(`<p>${"word ".repeat(100)}</p>`);
    expect(result.truncated).toBe(true);
    expect(result.preview).toBe(`${`${"word ".repeat(80)}`.trim()}…`);
    expect(result.html).toBe(`<p>${"word ".repeat(100)}</p>`);
  });
  it("takes a tenant limit", () =>
    expect(commentsPreview("<p>One owner full history</p>", 10)).toMatchObject({
      preview: "One owner…",
      truncated: true,
    }));
  it.each([[undefined], [""], ["<script>alert(1)</script>"], ["<p> </p>"]])("is empty for %j", (input) => {
    expect(commentsPreview(input)).toMatchObject({ preview: "", truncated: false, empty: true });
  });
});
