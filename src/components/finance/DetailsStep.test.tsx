// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ENQUIRY_OPTIONS } from "#lib/forms/enquiry.ts";
import { $financeApplication } from "../../stores/finance-application.ts";
import { DetailsStep } from "./DetailsStep.tsx";

const START = $financeApplication.get();
beforeEach(() => $financeApplication.set({ ...START, step: "details" }));
afterEach(cleanup);

const field = (name: string) => document.getElementById(`fd-${name}`) as HTMLInputElement;
const errorOf = (name: string) => document.getElementById(`fd-${name}-error`)?.textContent ?? null;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe("DetailsStep", () => {
  it("The mobile's error goes once it is a mobile, and no other field gains one", () => {
    const onNext = vi.fn();
    render(
      <DetailsStep
        enquiry={{ options: DEFAULT_ENQUIRY_OPTIONS, dealerships: [], locations: [] }}
        onBack={() => {}}
        onNext={onNext}
      />,
    );
    type("first_name", "Rita");
    type("last_name", "Buyer");
    type("email", "rita@example.com");
    type("phone", "0298765432"); // a landline: the code goes by SMS
    fireEvent.click(screen.getByRole("button", { name: "Next: Instant pre-approval" }));
    expect(errorOf("phone")).toBe("Please enter a valid Australian phone number.");
    expect(onNext).not.toHaveBeenCalled();

    type("phone", "0398765432"); // still a landline: the error stays
    expect(errorOf("phone")).toBe("Please enter a valid Australian phone number.");
    type("first_name", ""); // no error appears while typing
    type("phone", "0412 000 111");
    expect(errorOf("phone")).toBeNull();
    expect(field("phone").getAttribute("aria-invalid")).toBe("false");
    expect(errorOf("first_name")).toBeNull();
  });
});
