import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestedTooDeeply } from "./json-depth.ts";

const arrays = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
const objects = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;

// ~7,000 levels within 16 KB overflowed the stack of the walks over a parsed body (500).
describe.each([
  ["a flat object", '{"a":1,"b":[1,2],"c":{"d":"e"}}', false],
  [`${MAX_JSON_DEPTH} levels of arrays`, arrays(MAX_JSON_DEPTH), false],
  [`${MAX_JSON_DEPTH + 1} levels of arrays`, arrays(MAX_JSON_DEPTH + 1), true],
  [`${MAX_JSON_DEPTH} levels of objects`, objects(MAX_JSON_DEPTH), false],
  [`${MAX_JSON_DEPTH + 1} levels of objects`, objects(MAX_JSON_DEPTH + 1), true],
  ["10,000 levels of arrays", arrays(10_000), true],
  ["10,000 levels of objects", objects(10_000), true],
  ["many siblings, each shallow", `[${Array(1000).fill("[[1]]").join(",")}]`, false],
  ["brackets inside a string", JSON.stringify({ note: "[".repeat(1000) + "{".repeat(1000) }), false],
  ["brackets inside a key", `{${JSON.stringify("{[".repeat(500))}:1}`, false],
  ["an escaped quote does not end the string", JSON.stringify({ note: `\\"${"[".repeat(100)}` }), false],
  ["an escaped backslash before the closing quote", `["\\\\",${arrays(MAX_JSON_DEPTH)}]`, true],
  ["not JSON at all", "{not json", false],
])("nestedTooDeeply: %s", (_name, text, expected) => {
  it(`is ${expected}`, () => expect(nestedTooDeeply(text)).toBe(expected));
});

describe("nestedTooDeeply's limit", () => {
  it("can be set by the caller", () => {
    expect(nestedTooDeeply(arrays(3), 2)).toBe(true);
    expect(nestedTooDeeply(arrays(2), 2)).toBe(false);
  });
});
