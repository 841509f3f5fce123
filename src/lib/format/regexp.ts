/** Text matched literally inside a regular expression (a column name, a make, an origin). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
