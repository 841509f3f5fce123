// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import SignIn from "./SignIn.tsx";

let calls: string[];
beforeEach(() => {
  calls = [];
  history.replaceState(null, "", "/sign-in");
  vi.stubGlobal("fetch", async (url: string) => {
    calls.push(url);
    return new Response("{}", { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const phone = () => screen.getByRole("textbox", { name: /Mobile number/ });
const phoneError = () => document.getElementById("sign-in-phone-error")?.textContent ?? null;

describe("SignIn", () => {
  it("The mobile's error goes once it is a mobile number", () => {
    render(<SignIn />);
    fireEvent.change(phone(), { target: { value: "0298765432" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Code" }));
    expect(phoneError()).toBe("Please enter a valid Australian phone number.");
    expect(calls).toEqual([]);

    fireEvent.change(phone(), { target: { value: "04120" } }); // still not a mobile
    expect(phoneError()).toBe("Please enter a valid Australian phone number.");
    fireEvent.change(phone(), { target: { value: "+61 412 000 111" } });
    expect(phoneError()).toBeNull();
    expect(phone().getAttribute("aria-invalid")).toBe("false");
  });
});
