// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ENQUIRY_OPTIONS } from "../../lib/forms/enquiry.ts";
import TradeInValuation from "./TradeInValuation.tsx";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
let valuationCalls: number;

beforeEach(() => {
  valuationCalls = 0;
  history.replaceState(null, "", "/trade-in");
  vi.stubGlobal("fetch", async (url: string) => {
    const path = url.split("?")[0];
    if (path === "/api/trade-in/valuations") return json(200, { plateLookup: false, signedIn: false, valuations: [] });
    if (path === "/api/trade-in/valuation") valuationCalls++;
    return json(404, { error: { code: "not_found", message: "Not found." } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const errorOf = (name: string) => document.getElementById(`valuation-${name}-error`)?.textContent ?? null;
const type = (name: string, value: string) =>
  fireEvent.change(document.getElementById(`valuation-${name}`)!, { target: { value } });
const answer = (question: RegExp, label: string) =>
  fireEvent.click(within(screen.getByRole("group", { name: question })).getByLabelText(label));

describe("TradeInValuation", () => {
  it("Issue 28: the kilometres' error goes once the kilometres are fixed, and the summary with it", async () => {
    render(
      <TradeInValuation
        kind="trade-in"
        catalogue={[{ name: "Toyota", models: [{ name: "Corolla", badges: [] }] }]}
        limits={{ maxAgeYears: 15, maxKm: 250_000 }}
        itemLabel={{ singular: "car", plural: "cars" }}
        enquiry={{ options: DEFAULT_ENQUIRY_OPTIONS, locations: [], dealerships: [] }}
      />,
    );
    type("make", "Toyota");
    type("model", "Corolla");
    type("year", "2019");
    type("km", "lots");
    answer(/accident damage/, "No");
    answer(/mechanical issues/, "No");
    answer(/Service history/, "Full");
    answer(/wear/, "Minimal");
    type("postcode", "3000");
    fireEvent.click(screen.getByRole("button", { name: "Get my estimate" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Please enter the kilometres as a whole number, such as 68000.",
    );
    expect(valuationCalls).toBe(0); // checked in the browser, as the server would

    type("km", "68000.5"); // still not a whole number: the error stays
    expect(errorOf("km")).toBe("Please enter the kilometres as a whole number, such as 68000.");
    type("km", "68000");
    expect(errorOf("km")).toBeNull();
    expect(document.getElementById("valuation-km")!.getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
