import { describe, expect, it } from "vitest";
import { signInHref } from "./sign-in.ts";

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
