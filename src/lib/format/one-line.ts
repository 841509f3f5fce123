/**
 * Control characters: C0 (tab, CR, LF…), DEL and C1 (NEL…), the Unicode line and paragraph
 * separators, and the bidirectional embeddings, overrides and isolates (which reorder what a reader
 * sees). None belongs in a name, and in an email subject or header a line break starts a new header.
 */
const CONTROL = "\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
const ANY_CONTROL = new RegExp(`[${CONTROL}]`);
const CONTROL_RUNS = new RegExp(`[${CONTROL}]+`, "g");

/** Whether the text holds a control character (a name that does is refused at the contract). */
export const hasControlCharacters = (text: string): boolean => ANY_CONTROL.test(text);

/** The text on one line: each run of control characters becomes a space, spaces collapse, ends trimmed. */
export const oneLine = (text: string): string => text.replace(CONTROL_RUNS, " ").replace(/\s+/g, " ").trim();
