import { describe, expect, it } from "vitest";
import { safeRedirect } from "./SignIn.tsx";

describe.each([
  ["/cars/x?y=1", "/cars/x?y=1"],
  ["/my-garage", "/my-garage"],
  ["//evil.example/", "/"],
  ["/\\evil.example", "/"],
  ["https://evil.example/", "/"],
  ["javascript:alert(1)", "/"],
  [null, "/"],
])("sign-in redirect %j (no open redirect)", (input, expected) => {
  it(`goes to ${expected}`, () => expect(safeRedirect(input)).toBe(expected));
});
