// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SPEC_LIMITS } from "#lib/finance/calculator.ts";
import { $financeApplication, $financeDialogOpen } from "../../stores/finance-application.ts";
import FinanceCalculator from "./FinanceCalculator.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FORM = "/finance?car_id=c1#finance-form";

describe("FinanceCalculator", () => {
  it("renders the estimate in the static HTML, before any JavaScript runs", () => {
    const html = renderToString(
      <FinanceCalculator limits={SPEC_LIMITS} price={30_000} quickQuote={false} financeHref={FORM} />,
    );
    expect(html).toContain("$146.73");
    expect(html).toContain("per week");
  });

  it("keeps slider and text in step both ways", () => {
    render(<FinanceCalculator limits={SPEC_LIMITS} price={30_000} quickQuote={false} financeHref={FORM} />);
    const text = screen.getByRole("textbox", { name: "Deposit" });
    const slider = screen.getByRole("slider", { name: "Deposit" });
    fireEvent.change(text, { target: { value: "5000" } });
    expect((slider as HTMLInputElement).value).toBe("5000");
    fireEvent.change(slider, { target: { value: "7500" } });
    expect((text as HTMLInputElement).value).toBe("7500");
  });

  it("shows 'Enquire for Finance' at $25 or less", () => {
    render(<FinanceCalculator limits={SPEC_LIMITS} price={1000} quickQuote={false} financeHref={FORM} />);
    expect(screen.getByTestId("calc-result").textContent).toBe("Enquire for Finance");
    // It is a way forward, not a dead end.
    expect(screen.getByRole("link", { name: "Enquire for Finance" }).getAttribute("href")).toBe(FORM);
  });

  it.each([
    ["weekly", /at 10% p\.a\. \(about \$\d[\d,.]* a month\)\.$/],
    ["monthly", /at 10% p\.a\.$/],
    ["fortnightly", /at 10% p\.a\.$/],
  ])("the %s basis sentence ends in one full stop, never 'p.a..'", (frequency, ending) => {
    render(<FinanceCalculator limits={SPEC_LIMITS} price={30_000} quickQuote={false} financeHref={FORM} />);
    fireEvent.click(screen.getByRole("radio", { name: frequency[0]!.toUpperCase() + frequency.slice(1) }));
    const basis = screen.getByTestId("calc-result").querySelector(".finance-calculator__basis")!.textContent!;
    expect(basis.replace(/\s+/g, " ").trim()).toMatch(ending);
    expect(basis).not.toContain("..");
  });

  it("opens the quick-quote dialog with the calculator's price", () => {
    vi.stubGlobal("navigator", { sendBeacon: () => true });
    render(<FinanceCalculator limits={SPEC_LIMITS} price={45_000} carId="c1" quickQuote financeHref={FORM} />);
    fireEvent.click(screen.getByRole("button", { name: "Get a quick quote" }));
    expect($financeDialogOpen.get()).toBe(true);
    expect($financeApplication.get()).toMatchObject({ purchasePrice: "45000", car_id: "c1" });
  });
});
