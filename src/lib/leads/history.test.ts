import { describe, expect, it } from "vitest";
import { bookingNow, clockStoppedAt } from "./history.ts";

const time = (date: string, clock: string) => ({
  starts_at: `${date}T${clock}:00+11:00`,
  date,
  time: clock,
  time_zone: "Australia/Melbourne",
});
const event = (kind: string, minute: number, details: unknown = {}) => ({
  kind,
  createdAt: new Date(Date.UTC(2026, 11, 1, 0, minute)),
  details,
});

// A booking is one lead; what it stands for now is read from its history.
describe("a booking's lead, from its history", () => {
  it("booked: its time", () => {
    expect(bookingNow([event("booked", 0, time("2026-12-03", "09:30"))])).toEqual({
      ...time("2026-12-03", "09:30"),
      status: "booked",
      moved: false,
    });
  });
  it("moved: the latest time, marked moved", () => {
    const history = [event("booked", 0, time("2026-12-03", "09:30")), event("moved", 5, time("2026-12-04", "10:00"))];
    expect(bookingNow(history)).toMatchObject({ date: "2026-12-04", time: "10:00", status: "booked", moved: true });
  });
  it("cancelled: the time it had, cancelled; a closed day changes neither", () => {
    const history = [
      event("booked", 0, time("2026-12-03", "09:30")),
      event("needs-new-time", 3, time("2026-12-03", "09:30")),
      event("cancelled", 9, time("2026-12-03", "09:30")),
    ];
    expect(bookingNow(history)).toMatchObject({ date: "2026-12-03", status: "cancelled", moved: false });
    expect(clockStoppedAt(history)).toEqual(history[2]!.createdAt);
  });
  it("a lead with no booking in its history (an enquiry, or a booking older than lead history) has none", () => {
    expect(bookingNow([])).toBeNull();
    expect(clockStoppedAt([event("moved", 0, time("2026-12-04", "10:00"))])).toBeUndefined();
  });
});
