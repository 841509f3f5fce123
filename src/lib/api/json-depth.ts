/**
 * How deep a request body may nest arrays and objects. Our forms, hooks and webhooks
 * send at most a handful of levels (a Stripe event under ten); every walk over a parsed body
 * (bad-character check, zod, JSON.stringify into the database) recurses, and a few thousand
 * levels — easily sent within 16 KB — overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** What a body nested deeper than MAX_JSON_DEPTH is answered with (400). */
export const NESTED_TOO_DEEPLY = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels of arrays and objects).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, read from the raw
 * text in one loop (no recursion, so it is safe before parsing); brackets inside strings do not count.
 */
export function nestedTooDeeply(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSE.has(c)) depth--;
  }
  return false;
}
