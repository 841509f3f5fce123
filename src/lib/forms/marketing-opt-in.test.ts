import { describe, expect, it } from "vitest";
import { MARKETING_OPT_IN_WORDING, optInLine, optInMayStartTicked } from "./marketing-opt-in.ts";

describe("the marketing opt-in as the dealer's email and ADF say it", () => {
  it.each([
    [true, MARKETING_OPT_IN_WORDING, `Marketing opt-in: yes (ticked "${MARKETING_OPT_IN_WORDING}")`],
    [false, MARKETING_OPT_IN_WORDING, `Marketing opt-in: no (left "${MARKETING_OPT_IN_WORDING}" unticked)`],
    [false, null, "Marketing opt-in: no (not asked)"],
    // A lead stored before the wording was kept.
    [true, null, "Marketing opt-in: yes"],
  ])("ticked %s, shown %s → %s", (optIn, wording, line) => {
    expect(optInLine(optIn, wording)).toBe(line);
  });
});

describe.each([
  ["AU", false],
  ["NZ", true],
])("a dealer in %s may show the box ticked: %s", (country, may) => {
  it("follows the Spam Act for Australia", () => expect(optInMayStartTicked(country)).toBe(may));
});
