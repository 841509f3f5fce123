// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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
  it("Issue 28: the code's error goes once the code is 6 digits", () => {
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
});
