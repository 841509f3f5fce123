import sanitizeHtml from "sanitize-html";
import { htmlToText } from "./text.ts";
import { COMMENTS_TRUNCATE_AT, truncateText } from "./truncate.ts";

/** Spec §8: shown when a car has no dealer comments. */
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";

const TABLE_TAGS = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];
const LINK_SCHEMES = ["http", "https", "mailto", "tel"];

/**
 * Whether a link survives. sanitize-html checks schemes itself but then leaves an empty <a>;
 * deciding here first lets a bad link turn into its plain text. Browsers ignore control
 * characters and whitespace inside a scheme ("java\tscript:"), so they are ignored here too.
 */
function isSafeHref(href: string | undefined): boolean {
  if (!href) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters inside a scheme.
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  // "//host", "\\host" and "/\host" all leave the site: browsers read backslashes as slashes.
  if (/^[\\/]{2}/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || LINK_SCHEMES.includes(scheme);
}

/**
 * Dealer comments are HTML typed into a dealer management system by people we do not control,
 * so only text formatting survives. Elements whose content is code or hidden UI are dropped with
 * their content; other unknown tags are dropped but keep their text. Headings are brought down to
 * h3/h4 so comments cannot break the page's heading outline, and divs become paragraphs so
 * their line breaks survive.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "h3", "h4", "a", ...TABLE_TAGS],
  allowedAttributes: { a: ["href", "rel"], th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "xmp",
    "iframe",
    "object",
    "embed",
    "noscript",
    "noembed",
    "noframes",
    "template",
    "title",
    "svg",
    "math",
    "select",
    "button",
  ],
  transformTags: {
    h1: "h3",
    h2: "h3",
    h5: "h4",
    h6: "h4",
    div: "p",
    // Links in comments are the dealer's, not ours: no ranking credit and no window.opener. A
    // link that is not safe becomes a span, which is not allowed, so only its text remains.
    a: (tagName, attribs) =>
      isSafeHref(attribs.href)
        ? { tagName, attribs: { ...attribs, rel: "nofollow noopener" } }
        : { tagName: "span", attribs: {} },
  },
};

/** Dealer comments HTML reduced to safe formatting and links (see OPTIONS). */
export function sanitizeCommentsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

type CommentsPreview = {
  /** Sanitised HTML of the full comments. */
  html: string;
  /** Plain text of the start, for the collapsed view; the full text when not truncated. */
  preview: string;
  truncated: boolean;
  /** No readable text at all: show DEALER_COMMENTS_PENDING instead. */
  empty: boolean;
};

/** Spec §9: the sanitised comments plus a plain-text preview cut at 400 characters. */
export function commentsPreview(html: string | undefined, limit = COMMENTS_TRUNCATE_AT): CommentsPreview {
  const safe = sanitizeCommentsHtml(html ?? "");
  const text = htmlToText(safe);
  const { text: preview, truncated } = truncateText(text, limit);
  return { html: safe, preview, truncated, empty: text === "" };
}
