// @vitest-environment happy-dom
import type { ComponentProps } from "react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ENQUIRY_OPTIONS } from "#lib/forms/enquiry.ts";
import TradeInValuation from "./TradeInValuation.tsx";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
let valuationCalls: number;
let valuationBodies: Record<string, unknown>[];
let valued: boolean;
let beacons: { id: number; payload: Record<string, unknown> }[];

const WANTED = { id: "c1", slug: "ford-ranger-c1", name: "2021 Ford Ranger", price: 24_990 };
const ANSWER = {
  id: "v1",
  token: "t",
  eligible: true,
  estimate: { low: 12_000, high: 14_000, confidence: "medium", basedOn: "Recent sales of similar cars." },
  message: null,
  reason: null,
  vehicle: { year: 2019, make: "Toyota", model: "Corolla", badge: null, km: 68_000, rego: null, state: null },
  condition: "good",
  source: "local",
};

beforeEach(() => {
  valuationCalls = 0;
  valuationBodies = [];
  valued = false;
  beacons = [];
  vi.spyOn(navigator, "sendBeacon").mockImplementation((_url, body) => {
    beacons.push(JSON.parse(String(body)));
    return true;
  });
  history.replaceState(null, "", "/trade-in");
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    const path = url.split("?")[0];
    if (path === "/api/trade-in/valuations") return json(200, { plateLookup: false, signedIn: false, valuations: [] });
    if (path === "/cars-in-stock.json") return json(200, [WANTED]);
    if (path === "/api/trade-in/valuation") {
      valuationCalls++;
      valuationBodies.push(JSON.parse(String(init?.body)));
      if (valued) return json(200, ANSWER);
    }
    return json(404, { error: { code: "not_found", message: "Not found." } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const errorOf = (name: string) => document.getElementById(`valuation-${name}-error`)?.textContent ?? null;
const type = (name: string, value: string) =>
  fireEvent.change(document.getElementById(`valuation-${name}`)!, { target: { value } });
const answer = (question: RegExp, label: string) =>
  fireEvent.click(within(screen.getByRole("group", { name: question })).getByLabelText(label));

const PROPS: ComponentProps<typeof TradeInValuation> = {
  kind: "trade-in",
  catalogue: [{ name: "Toyota", models: [{ name: "Corolla", badges: [] }] }],
  limits: { maxAgeYears: 15, maxKm: 250_000 },
  itemLabel: { singular: "car", plural: "cars" },
  enquiry: { options: DEFAULT_ENQUIRY_OPTIONS, locations: [], dealerships: [] },
};

function fillCar() {
  type("make", "Toyota");
  type("model", "Corolla");
  type("year", "2019");
  type("km", "68000");
  answer(/accident damage/, "No");
  answer(/mechanical issues/, "No");
  answer(/Service history/, "Full");
  answer(/wear/, "Minimal");
  type("postcode", "3000");
}

describe("TradeInValuation", () => {
  it.each([
    ["its id (/cars/trade-in?car_id=, the car page's Trade-In link)", WANTED.id],
    ["its slug (the checkout journey's link)", WANTED.slug],
  ])("§7 event 39 names the car the shopper came from, by %s", async (_how, query) => {
    valued = true;
    history.replaceState(null, "", `/cars/trade-in?car_id=${query}`);
    render(<TradeInValuation {...PROPS} carIdFromQuery />);
    await screen.findByText(/You're trading in towards/);
    fillCar();
    fireEvent.click(screen.getByRole("button", { name: "Get my estimate" }));
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(valuationBodies).toEqual([expect.objectContaining({ car_id: WANTED.id })]);
    expect(beacons.filter((event) => event.id === 39)).toEqual([
      expect.objectContaining({ id: 39, payload: { car_id: WANTED.id } }),
    ]);
  });

  it("§7 event 39 without a car when the page names none", async () => {
    valued = true;
    render(<TradeInValuation {...PROPS} />);
    fillCar();
    fireEvent.click(screen.getByRole("button", { name: "Get my estimate" }));
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(beacons.filter((event) => event.id === 39)).toEqual([expect.objectContaining({ id: 39, payload: {} })]);
  });

  it("The kilometres' error goes once the kilometres are fixed, and the summary with it", async () => {
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
