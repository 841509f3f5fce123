import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { delimitedText } from "./delimited.ts";

/** RFC 4180 round trip of what descriptions and names can hold. */
const AWKWARD = [
  'Wheels 17" alloy',
  "Towbar, tub liner, canopy",
  "tab\tinside",
  "two\nlines",
  "Windows\r\nline ends",
  '"quoted" at the start',
  "  spaces kept  ",
  "",
  "plain",
];

describe.each([",", "\t"] as const)("delimiter %j", (delimiter) => {
  it("every value comes back exactly as written", () => {
    const header = ["id", "text"];
    const rows = AWKWARD.map((text, index) => [String(index), text]);
    const written = delimitedText(header, rows, delimiter);
    const read = parse(written, { delimiter, relax_quotes: false, record_delimiter: "\r\n" }) as string[][];
    expect(read).toEqual([header, ...rows]);
  });

  it("records end in CRLF and a plain value is not quoted", () => {
    expect(delimitedText(["a", "b"], [["1", "plain"]], delimiter)).toBe(`a${delimiter}b\r\n1${delimiter}plain\r\n`);
  });
});
