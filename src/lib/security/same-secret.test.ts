import { describe, expect, it } from "vitest";
import { sameSecret } from "./same-secret.ts";

const KEY = "sms-inbound-key-0123456789";
// Same number of UTF-16 units as KEY, more bytes in UTF-8: the case that made timingSafeEqual throw.
const MULTIBYTE_SAME_LENGTH = `${KEY.slice(0, -1)}é`;

describe.each([
  ["the same string", KEY, KEY, true],
  ["the same bytes", Buffer.from(KEY), Buffer.from(KEY), true],
  ["a string against its own UTF-8 bytes", KEY, Buffer.from(KEY), true],
  ["the same multibyte string", "clé-🔑", "clé-🔑", true],
  ["one character different", `${KEY.slice(0, -1)}X`, KEY, false],
  ["a multibyte character at the same length", MULTIBYTE_SAME_LENGTH, KEY, false],
  ["a shorter value", KEY.slice(0, 5), KEY, false],
  ["a longer value", `${KEY}0`, KEY, false],
  ["an empty value", "", KEY, false],
  ["both empty", "", "", true],
  ["a prefix of the expected", KEY.slice(0, -1), KEY, false],
  ["upper case of a lower-case token", "abcdef", "ABCDEF", false],
])("sameSecret: %s", (_name, given, expected, same) => {
  it(`is ${same}, and does not throw`, () => expect(sameSecret(given, expected)).toBe(same));
});

it("the multibyte case really is the same length in characters and another in bytes", () => {
  expect(MULTIBYTE_SAME_LENGTH.length).toBe(KEY.length);
  expect(Buffer.byteLength(MULTIBYTE_SAME_LENGTH)).not.toBe(Buffer.byteLength(KEY));
});
