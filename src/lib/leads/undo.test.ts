import { describe, expect, it } from "vitest";
import { LEAD_UNDO_MINUTES, statusUndo } from "./undo.ts";

const now = new Date("2026-12-02T00:10:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const contacted = {
  actor: "sam@dealer.example",
  at: minutesAgo(1),
  before: { status: "new" },
  after: { status: "contacted", first_response_at: "2026-12-02T00:09:00Z" },
};

describe(`undo a status change within ${LEAD_UNDO_MINUTES} minutes`, () => {
  it.each([
    [
      "contacted back to new, clearing the first response",
      contacted,
      "contacted",
      "sam@dealer.example",
      1,
      { ok: true, to: "new", clearsFirstResponse: true },
    ],
    [
      "won back to contacted",
      { ...contacted, before: { status: "contacted" }, after: { status: "won" } },
      "won",
      "sam@dealer.example",
      4,
      { ok: true, to: "contacted", clearsFirstResponse: false },
    ],
    ["someone else's change", contacted, "contacted", "jo@dealer.example", 1, { ok: false, reason: "not_yours" }],
    [
      "after the window",
      { ...contacted, at: minutesAgo(LEAD_UNDO_MINUTES + 1) },
      "contacted",
      "sam@dealer.example",
      1,
      { ok: false, reason: "too_late" },
    ],
    ["a lead moved again since", contacted, "won", "sam@dealer.example", 1, { ok: false, reason: "moved_since" }],
    [
      "an undo (not undone again)",
      { ...contacted, after: { status: "new", undo: true }, before: { status: "contacted" } },
      "new",
      "sam@dealer.example",
      1,
      { ok: false, reason: "none" },
    ],
    ["no change at all", undefined, "new", "sam@dealer.example", 1, { ok: false, reason: "none" }],
  ] as const)("%s", (_case, last, current, by, _minutes, verdict) => {
    expect(statusUndo(last, current, by, now)).toEqual(verdict);
  });
});
