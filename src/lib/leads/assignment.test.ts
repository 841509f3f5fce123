import { describe, expect, it } from "vitest";
import { type AssignmentCandidate, chooseAssignee } from "./assignment.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));
const sales = (id: string, locationIds: string[], last: Date | null, extra: Partial<AssignmentCandidate> = {}) => ({
  id,
  role: "sales",
  locationIds,
  takingLeads: true,
  lastAssignedAt: last,
  ...extra,
});

describe("chooseAssignee", () => {
  const team = [sales("ann", ["north"], at(5)), sales("bob", ["north"], at(1)), sales("cat", [], at(0))];

  it("gives a yard's lead to its own staff, least recently given one first", () => {
    expect(chooseAssignee(team, "north")?.id).toBe("bob");
  });

  it("a yard with none of its own goes to staff of every yard; staff of other yards never get it", () => {
    expect(chooseAssignee(team, "south")?.id).toBe("cat");
    expect(chooseAssignee([sales("ann", ["north"], null)], "south")).toBeUndefined();
  });

  it("a newcomer (never given one) goes first; ties go by id so the choice is stable", () => {
    expect(chooseAssignee([...team, sales("dan", ["north"], null)], "north")?.id).toBe("dan");
    expect(chooseAssignee([sales("b", [], null), sales("a", [], null)], null)?.id).toBe("a");
  });

  it("skips staff not taking leads, owners and editors", () => {
    const off = [
      sales("ann", ["north"], null, { takingLeads: false }),
      sales("owner", [], null, { role: "owner" }),
      sales("ed", [], null, { role: "editor" }),
    ];
    expect(chooseAssignee(off, "north")).toBeUndefined();
  });

  it("a lead naming no yard goes to staff of every yard first, else anyone on duty", () => {
    expect(chooseAssignee(team, null)?.id).toBe("cat");
    expect(chooseAssignee([sales("ann", ["north"], at(3)), sales("bob", ["south"], at(2))], null)?.id).toBe("bob");
  });
});
