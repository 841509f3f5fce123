// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ENQUIRY_OPTIONS } from "#lib/forms/enquiry.ts";
import EnquiryForm from "./EnquiryForm.tsx";

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/contact");
  vi.stubGlobal("fetch", async () => new Response("{}", { status: 404 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const byId = (id: string) => document.getElementById(id);
const errorOf = (id: string) => byId(`${id}-error`)?.textContent ?? null;
const type = (id: string, value: string) => fireEvent.change(byId(id)!, { target: { value } });

describe("EnquiryForm", () => {
  it("A contact enquiry's email error goes once the email is fixed, and the summary with it", () => {
    render(<EnquiryForm kind="contact" options={DEFAULT_ENQUIRY_OPTIONS} locations={[]} dealerships={[]} />);
    type("enquiry-first_name", "Rita");
    type("enquiry-last_name", "Buyer");
    type("enquiry-email", "rita@");
    type("enquiry-phone", "0412000111");
    type("enquiry-category", "Sales");
    type("enquiry-comments", "Is it still available?");
    fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByRole("alert").textContent).toContain("Please fix the following errors:");
    expect(errorOf("enquiry-email")).toBe("Please enter a valid email address.");

    type("enquiry-email", "rita@example"); // still not an address: the error stays
    expect(errorOf("enquiry-email")).toBe("Please enter a valid email address.");
    type("enquiry-email", "rita@example.com");
    expect(errorOf("enquiry-email")).toBeNull();
    expect(byId("enquiry-email")!.getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("A trade-in's first step: the yard's and the car's year's errors each go once answered", () => {
    render(
      <EnquiryForm
        kind="trade-in"
        multiStep
        options={{ ...DEFAULT_ENQUIRY_OPTIONS, locationShown: true, dealershipCount: 2 }}
        locations={[
          { id: "yard-1", name: "North yard", dealership_id: "d1" },
          { id: "yard-2", name: "South yard", dealership_id: "d2" },
        ]}
        dealerships={[
          { id: "d1", name: "North Motors" },
          { id: "d2", name: "South Motors" },
        ]}
      />,
    );
    type("enquiry-details-vehicle-make", "Toyota");
    type("enquiry-details-vehicle-model", "Corolla");
    type("enquiry-comments", "One owner");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(errorOf("enquiry-location_id")).toBe("This is a required field.");
    expect(errorOf("enquiry-details-vehicle-year")).toBe("This is a required field.");

    // The one yard question sets the dealership too: the dealership's problem goes with it.
    fireEvent.change(screen.getByRole("combobox", { name: /Location/ }), { target: { value: "yard-2" } });
    expect(errorOf("enquiry-location_id")).toBeNull();
    expect(errorOf("enquiry-details-vehicle-year")).toBe("This is a required field.");
    expect(screen.getByRole("alert")).toBeTruthy();

    type("enquiry-details-vehicle-year", "2015");
    expect(errorOf("enquiry-details-vehicle-year")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    // Nothing new while typing: the contact step is still to come.
    expect(document.querySelectorAll(".field__error")).toHaveLength(0);
  });
});
