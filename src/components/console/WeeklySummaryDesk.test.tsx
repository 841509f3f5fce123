// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import WeeklySummaryDesk from "./WeeklySummaryDesk.tsx";

const me = (weeklySummary: boolean | null) => ({
  email: "owner@dealer.example",
  role: weeklySummary === null ? "sales" : "owner",
  permissions: [],
  sees_contact_details: true,
  weekly_summary: weeklySummary,
});

let signedIn: ReturnType<typeof me>;
beforeEach(() => {
  vi.stubGlobal("fetch", async () => Response.json(signedIn));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("WeeklySummaryDesk", () => {
  it("offers an owner the switch while the dealer sends the summary", async () => {
    signedIn = me(true);
    render(<WeeklySummaryDesk dealerSends />);
    expect(await screen.findByRole("checkbox", { name: /Email me the week's views/ })).toHaveProperty("checked", true);
  });

  it("says the dealer has it off, with no switch that would do nothing", async () => {
    signedIn = me(true);
    render(<WeeklySummaryDesk dealerSends={false} />);
    expect(await screen.findByText(/The dealership has the Monday summary email turned off/)).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("shows other roles nothing", async () => {
    signedIn = me(null);
    const { container } = render(<WeeklySummaryDesk dealerSends />);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(container.textContent).toBe("");
  });
});
