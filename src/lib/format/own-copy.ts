/**
 * A string of its own. A slice of a long string (V8 makes one for 13 characters or more) keeps the
 * whole string alive: a script hash kept from a page kept the page, a value kept from an XML chunk
 * kept the chunk. Flattening a concatenation makes a new string that refers to neither.
 */
export const ownCopy = (text: string): string => (text.length < 13 ? text : `${text} `.slice(0, -1));
