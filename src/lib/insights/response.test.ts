import { describe, expect, it } from "vitest";
import { type AssignedLead, median, responseBySalesperson } from "./response.ts";

const lead = (fields: Partial<AssignedLead>): AssignedLead => ({
  assigneeId: "amy",
  status: "new",
  answered: false,
  openMinutes: 0,
  overdue: false,
  answeredLate: false,
  ...fields,
});

describe("response per salesperson", () => {
  it("counts assigned, answered, the median open minutes, the share on time, won and lost", () => {
    const [amy, ben] = responseBySalesperson([
      lead({ answered: true, openMinutes: 10, status: "won" }),
      lead({ answered: true, openMinutes: 90, answeredLate: true, status: "lost" }),
      lead({ answered: true, openMinutes: 20, status: "contacted" }),
      lead({ overdue: true, openMinutes: 180 }),
      lead({ openMinutes: 10 }), // running, not yet due
      lead({ assigneeId: "ben", openMinutes: 5 }),
    ]);
    expect(amy).toEqual({
      assigneeId: "amy",
      assigned: 5,
      answered: 3,
      medianMinutes: 20,
      onTimeShare: 2 / 4,
      won: 1,
      lost: 1,
    });
    expect(ben).toMatchObject({ assigned: 1, answered: 0, medianMinutes: null, onTimeShare: null });
  });

  it("the median of an even count is the mean of the middle two; of none, nothing", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
