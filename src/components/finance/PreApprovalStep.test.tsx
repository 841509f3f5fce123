// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $financeApplication } from "../../stores/finance-application.ts";
import { PreApprovalStep } from "./PreApprovalStep.tsx";

const START = $financeApplication.get();
let calls: string[];
beforeEach(() => {
  calls = [];
  $financeApplication.set({ ...START, step: "verify", phone: "0412000111", codeSent: true });
  vi.stubGlobal("fetch", async (url: string) => {
    calls.push(url);
    return new Response("{}", { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const code = () => screen.getByRole("textbox", { name: /Verification code/ });
const codeError = () => document.getElementById("fd-code-error")?.textContent ?? null;

describe("PreApprovalStep", () => {
  it("The code's error goes once the code is 6 digits", () => {
    render(<PreApprovalStep onBack={() => {}} onApplying={() => {}} />);
    fireEvent.change(code(), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply to lender" }));
    expect(codeError()).toBe("Code must be 6 digits.");
    expect(calls).toEqual([]); // checked in the browser first

    fireEvent.change(code(), { target: { value: "1234" } });
    expect(codeError()).toBe("Code must be 6 digits.");
    fireEvent.change(code(), { target: { value: "123456" } });
    expect(codeError()).toBeNull();
    expect(code().getAttribute("aria-invalid")).toBe("false");
  });

  const ready = {
    ...START,
    step: "verify" as const,
    phone: "0412000111",
    verifiedPhone: "0412000111",
    codeSent: true,
    code: "123456",
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    purchasePrice: "41500",
    deposit: "5000",
  };
  const refused = () =>
    Response.json(
      { error: { code: "validation", message: "Please fix the following errors:", fields: { details: "x" } } },
      { status: 400 },
    );
  const stored = () =>
    Response.json(
      { lead: { id: "l1", type: "Finance Enquiry", category: "Finance", created_at: "" }, created: true },
      { status: 201 },
    );

  it.each([
    ["refused", refused, null],
    ["stored", stored, "/finance/pre-approved?ref=ABCD1234"],
  ])("when the dealer's lead is %s, goes on to the lender only if it was stored", async (_name, lead, goesTo) => {
    $financeApplication.set(ready);
    const leads: unknown[] = [];
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      if (url === "/api/leads") {
        leads.push(JSON.parse(String(init?.body)));
        return lead();
      }
      if (url === "/api/youx/create-customer")
        return Response.json({ redirectUrl: "/finance/pre-approved?ref=ABCD1234" });
      return new Response("{}", { status: 404 });
    });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    render(<PreApprovalStep onBack={() => {}} onApplying={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Apply to lender" }));
    await waitFor(() => expect(leads).toHaveLength(1));
    expect(leads[0]).toMatchObject({ kind: "finance", details: { deposit_and_trade_in: "5000" } });
    if (goesTo) await waitFor(() => expect(assign).toHaveBeenCalledWith(goesTo));
    else {
      await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Lead submission failed"));
      expect(assign).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: "Apply to lender" })).toHaveProperty("disabled", false);
    }
  });
});
