/**
 * RFC 4180 text for the channel feeds: a cell holding the delimiter, a quote, CR or LF is quoted
 * and its quotes doubled; records end in CRLF. Google (vehicle listings: "must conform to RFC 4180")
 * and Meta ("quote fields that contain whitespace or commas; escape a quote as two") read it.
 */
export type Delimiter = "," | "\t";

export function delimitedCell(value: string, delimiter: Delimiter): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function delimitedText(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  delimiter: Delimiter,
): string {
  const line = (cells: readonly string[]) => cells.map((cell) => delimitedCell(cell, delimiter)).join(delimiter);
  return `${[header, ...rows].map(line).join("\r\n")}\r\n`;
}
