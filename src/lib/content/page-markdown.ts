import { Marked, type Tokens } from "marked";
import { escapeHtml } from "../format/escape-html.ts";
import { isSafeLink } from "../links/safe-link.ts";

/**
 * A standard page's Markdown as an editor wrote it in the console, rendered the same way
 * by the build (the page) and the console (its preview). Editors write Markdown, not HTML: raw HTML
 * is shown as text, and a link or image that is not http(s), mailto:, tel: or a path is dropped.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      return isSafeLink(token.href) ? `<a href="${escapeHtml(token.href)}">${text}</a>` : text;
    },
    image: ({ href, text }: Tokens.Image) =>
      isSafeLink(href) && !/^(mailto|tel):/i.test(href)
        ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}">`
        : "",
  },
});

export function renderPageMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
