// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import OnlinePayment from "./OnlinePayment.tsx";
import { saveDraft } from "./PaymentReceipt.tsx";

const LIMITS = { minAmount: 10, maxAmount: 10_000, purposes: ["Vehicle balance", "Service invoice", "Parts order"] };
const TYPED = {
  purpose: "Service invoice",
  reference: "INV-2041",
  amount: "249.50",
  first_name: "Rita",
  last_name: "Payer",
  email: "rita@example.com",
  phone: "0412000111",
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal("fetch", async (url: string) => {
    if (url.split("?")[0] === "/api/session") return json(200, { signedIn: false });
    return json(404, { error: { code: "not_found", message: "Not found." } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByRole(name === "Paying for" ? "combobox" : "textbox", { name });
const shown = () =>
  Object.fromEntries(
    ["Paying for", "Reference", "Amount", "First name", "Last name", "Email", "Phone"].map((name) => [
      name,
      (field(name) as HTMLInputElement).value,
    ]),
  );

describe("OnlinePayment", () => {
  it("The browser's Back from the provider's page (this page, no query) brings back every field typed", async () => {
    saveDraft(TYPED); // what the submit kept before it left for the provider
    history.replaceState(null, "", "/online-payment");
    render(<OnlinePayment limits={LIMITS} />);
    await waitFor(() => expect((field("Reference") as HTMLInputElement).value).toBe("INV-2041"));
    expect(shown()).toEqual({
      "Paying for": "Service invoice",
      Reference: "INV-2041",
      Amount: "249.50",
      "First name": "Rita",
      "Last name": "Payer",
      Email: "rita@example.com",
      Phone: "0412000111",
    });
  });

  it("An amount's error goes once the amount is fixed, and the summary with it", async () => {
    history.replaceState(null, "", "/online-payment");
    render(<OnlinePayment limits={LIMITS} />);
    await waitFor(() => expect(field("Reference")).toBeTruthy());
    const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
    type("Paying for", "Service invoice");
    type("Reference", "INV-2041");
    type("Amount", "10000.01");
    type("First name", "Rita");
    type("Last name", "Payer");
    type("Email", "rita@example.com");
    type("Phone", "0412000111");
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Please enter an amount between $10 and $10,000.");
    expect(document.getElementById("pay-amount-error")).not.toBeNull();

    type("Amount", "10000.02"); // still too much: the error stays
    expect(document.getElementById("pay-amount-error")?.textContent).toBe(
      "Please enter an amount between $10 and $10,000.",
    );
    type("Amount", "120");
    expect(document.getElementById("pay-amount-error")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field("Amount").getAttribute("aria-invalid")).toBe("false");
  });
});
