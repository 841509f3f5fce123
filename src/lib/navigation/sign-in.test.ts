import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInHref } from "./sign-in.ts";

describe("signInHref (§6 login gating)", () => {
  it.each([
    [["/my-garage", undefined, "garage"], "/sign-in?type=garage&redirect=%2Fmy-garage"],
    [
      ["/cars/a?x=1", "/cars/a?x=1", "watchlist"],
      "/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fx%3D1&back=%2Fcars%2Fa%3Fx%3D1",
    ],
    [["/finance#apply"], "/sign-in?redirect=%2Ffinance%23apply"],
  ] as const)("%j → %s", (args, href) => {
    expect(signInHref(...(args as unknown as [string, string?, string?]))).toBe(href);
  });
});

const SITE = "https://harbour-city.example";
/** The value as the sign-in page reads it from its own address (percent-decoded). */
const redirectOf = (query: string) => new URLSearchParams(query).get("redirect");

// Browsers drop tab, LF and CR from addresses and read `\` as `/`, so these all left the site.
describe.each([
  ["redirect=/%09/evil.example", "/"],
  ["redirect=/%0A/evil.example", "/"],
  ["redirect=/%0D/evil.example", "/"],
  ["redirect=/%09%5Cevil.example", "/"],
  ["redirect=//evil.example", "/"],
  ["redirect=%2F%2Fevil.example", "/"],
  ["redirect=https://evil.example", "/"],
  ["redirect=/%5Cevil.example", "/"],
  ["redirect=/.//evil.example", "/"],
  ["redirect=%20//evil.example", "/"],
  ["redirect=javascript:alert(1)", "/"],
  ["redirect=https://harbour-city.example.evil.example/", "/"],
  ["redirect=", "/"],
  ["type=garage", "/"],
  ["redirect=/my-garage", "/my-garage"],
  ["redirect=%2Fcars%2Fx%3Fy%3D1%23z", "/cars/x?y=1#z"],
  ["redirect=https://harbour-city.example/finance", "/finance"],
])("safeRedirectPath after sign-in, ?%s (no open redirect)", (query, expected) => {
  it(`goes to ${expected}`, () => expect(safeRedirectPath(redirectOf(query), SITE)).toBe(expected));
});

describe("safeRedirectPath's fallback", () => {
  it("is the caller's for a value that leaves the site", () => {
    expect(safeRedirectPath("//evil.example", SITE, "/my-garage")).toBe("/my-garage");
  });
});
