import { describe, expect, it } from "vitest";
import { hasControlCharacters, oneLine } from "./one-line.ts";

describe.each([
  ["a plain name", "Ada Lovelace", false, "Ada Lovelace"],
  ["accents, apostrophes and hyphens", "Zoë O'Brien-Núñez", false, "Zoë O'Brien-Núñez"],
  ["a name in another script", "李小龍", false, "李小龍"],
  ["CR LF and a header", "Ada\r\nBcc: x", true, "Ada Bcc: x"],
  ["a lone LF", "Ada\nSubject: x", true, "Ada Subject: x"],
  ["a tab", "Ada\tLovelace", true, "Ada Lovelace"],
  ["NUL", "Ada\u0000x", true, "Ada x"],
  ["DEL", "Ada\u007fx", true, "Ada x"],
  ["NEL (C1)", "Ada\u0085Cc: x", true, "Ada Cc: x"],
  ["the line separator", "Ada\u2028Cc: x", true, "Ada Cc: x"],
  ["the paragraph separator", "Ada\u2029x", true, "Ada x"],
  ["a right-to-left override", "Ada\u202Egpj.exe", true, "Ada gpj.exe"],
  ["an isolate", "Ada\u2066x\u2069", true, "Ada x"],
  ["spaces around", "  Ada  ", false, "Ada"],
])("%s", (_name, text, control, line) => {
  it(`has control characters: ${control}`, () => expect(hasControlCharacters(text)).toBe(control));
  it(`on one line: ${JSON.stringify(line)}`, () => expect(oneLine(text)).toBe(line));
});
