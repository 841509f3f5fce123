// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMPARISON_EXAMPLE } from "#lib/finance/comparison.ts";
import { DEFAULT_ENQUIRY_OPTIONS } from "#lib/forms/enquiry.ts";
import { $financeApplication, openFinanceDialog } from "../../stores/finance-application.ts";
import FinanceEnquiry from "./FinanceEnquiry.tsx";
import { QuickEstimateStep } from "./QuickEstimateStep.tsx";

const START = $financeApplication.get();
const CAR = { id: "c1", price: 30_000, year: 2021 };
let beacons: { id: number; payload: Record<string, unknown> }[];

beforeEach(() => {
  beacons = [];
  $financeApplication.set({ ...START });
  vi.spyOn(navigator, "sendBeacon").mockImplementation((_url, body) => {
    beacons.push(JSON.parse(String(body)));
    return true;
  });
  vi.stubGlobal("fetch", async (url: string) => {
    if (url.split("?")[0] === "/api/youx/quote")
      return new Response(JSON.stringify({ weeklyRepaymentAmount: 14_673, advertisedRate: 9, comparisonRate: 9.5 }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    return new Response(JSON.stringify({ error: { code: "not_found", message: "Not found." } }), { status: 404 });
  });
  history.replaceState(null, "", "/");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Waits for the quick quote, then Next: the §7 events 37 the step sent. */
async function nextOnReadyQuote(car?: typeof CAR) {
  render(<QuickEstimateStep example={COMPARISON_EXAMPLE} car={car} onNext={() => {}} />);
  const next = screen.getByRole("button", { name: "Next: Your Details" }) as HTMLButtonElement;
  await waitFor(() => expect(next.disabled).toBe(false));
  fireEvent.click(next);
  return beacons.filter((event) => event.id === 37);
}

describe("QuickEstimateStep: §7 event 37 (finance quote)", () => {
  it("names the car when the dialog was opened for one (the car page's Get Finance, or its calculator's quick quote)", async () => {
    openFinanceDialog({ purchasePrice: CAR.price, carId: CAR.id });
    expect(await nextOnReadyQuote(CAR)).toEqual([
      expect.objectContaining({ payload: { car_id: "c1", purchase_price: 30_000, credit_score: "GREAT" } }),
    ]);
  });

  it("names the car chosen on the finance page (/finance?car_id=)", async () => {
    history.replaceState(null, "", "/finance?car_id=c1&vehiclePriceBudget=30000#finance-form");
    render(<FinanceEnquiry options={DEFAULT_ENQUIRY_OPTIONS} locations={[]} dealerships={[]} />);
    await waitFor(() => expect($financeApplication.get().car_id).toBe("c1"));
    openFinanceDialog(); // the page's 'Get an instant pre-approval' button
    expect(await nextOnReadyQuote()).toEqual([
      expect.objectContaining({ payload: { car_id: "c1", purchase_price: 30_000, credit_score: "GREAT" } }),
    ]);
  });

  it("has no car when the quote is for none", async () => {
    openFinanceDialog({ purchasePrice: 30_000 });
    expect(await nextOnReadyQuote()).toEqual([
      expect.objectContaining({ payload: { purchase_price: 30_000, credit_score: "GREAT" } }),
    ]);
  });
});
