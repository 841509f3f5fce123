import { describe, expect, it } from "vitest";
import { OFFER_ENDED_CLASS, OFFER_ENDED_PREPAINT } from "./inline-scripts.ts";

/** Runs a pre-paint script against a page address; answers the classes it put on <html>. */
function classesAfter(script: string, search: string): string[] {
  const added: string[] = [];
  const documentElement = { classList: { add: (name: string) => added.push(name) } };
  new Function("location", "document", script)({ search }, { documentElement });
  return added;
}

// An ended offer redirects to /special-offers?ended={offerId}; the listing says it ended.
describe("the ended-offer notice's pre-paint script", () => {
  it.each([
    ["?ended=5001", [OFFER_ENDED_CLASS]],
    ["?utm_source=mail&ended=a%20b", [OFFER_ENDED_CLASS]],
    ["", []],
    ["?make=kia", []],
    ["?ending=5001", []],
  ])("%s → %j", (search, expected) => {
    expect(classesAfter(OFFER_ENDED_PREPAINT, search)).toEqual(expected);
  });
});
