import { describe, expect, it } from "vitest";
import { canMoveLead, isFirstResponse, LEAD_STATUSES, leadMovesFrom } from "./work.ts";

describe("a lead's statuses", () => {
  it("new → contacted → won | lost; never back to new", () => {
    expect(leadMovesFrom("new")).toEqual(["contacted", "won", "lost"]);
    expect(canMoveLead("contacted", "won")).toBe(true);
    expect(canMoveLead("contacted", "lost")).toBe(true);
    for (const from of LEAD_STATUSES) expect(canMoveLead(from, "new")).toBe(false);
    expect(canMoveLead("won", "lost")).toBe(false);
    expect(canMoveLead("lost", "contacted")).toBe(true);
  });

  it("only the move out of new is the first response", () => {
    expect(isFirstResponse("new", "contacted")).toBe(true);
    expect(isFirstResponse("new", "lost")).toBe(true);
    expect(isFirstResponse("contacted", "won")).toBe(false);
    expect(isFirstResponse("lost", "contacted")).toBe(false);
  });
});
