// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CheckoutJourney from "./CheckoutJourney.tsx";

const PROPS = {
  item: "car",
  whatsIncluded: [],
  reserveTerms: { depositAmount: 200, depositCapPercent: 10, minimumDeposit: 50, holdHours: 48, refundable: true },
  deliveryEnabled: true,
  locations: [{ id: "l1", name: "Yard one", address: "1 Main St", hours: [] }],
};
const CAR = {
  id: "c1",
  slug: "ford-ranger-c1",
  name: "2021 Ford Ranger",
  price: "$24,990",
  available: true,
  condition: "Used",
  year: "2021",
  features: [],
};
const BARANGAROO = { postcode: "2000", place: "Barangaroo", state: "NSW", cost: 0 };
const journey = (answers: Record<string, unknown>) => ({
  id: "j1",
  car_id: "c1",
  car_slug: CAR.slug,
  car_name: CAR.name,
  answers,
  next_step: "car",
  // The server's quote for a delivery answer (here only Sydney's 2000 is known).
  delivery: (answers.delivery as { postcode?: string } | undefined)?.postcode === "2000" ? BARANGAROO : null,
  reservation: null,
  updated_at: "x",
});

let saved: Record<string, unknown>;
let saves: Array<{ step: string; answer: unknown }>;
let refuse: (step: string) => { status: number; body: unknown } | undefined;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let beacons: { id: number; payload: Record<string, unknown> }[];
/** The saved journey as the page finds it on opening (the journeys list); a test can hide it. */
let listed: () => boolean;
beforeEach(() => {
  beacons = [];
  listed = () => Object.keys(saved).length > 0;
  sessionStorage.clear();
  vi.spyOn(navigator, "sendBeacon").mockImplementation((_url, body) => {
    beacons.push(JSON.parse(String(body)));
    return true;
  });
  saved = {};
  saves = [];
  refuse = () => undefined;
  history.replaceState(null, "", `/checkout-journey?car_id=${CAR.slug}`);
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    const path = url.split("?")[0];
    if (path === "/api/session") return json(200, { signedIn: true, phone_number: "0412000111" });
    if (path === `/cars/${CAR.slug}/car.json`) return json(200, { compare: CAR });
    if (path === "/api/checkout-journeys") return json(200, { journeys: listed() ? [journey(saved)] : [] });
    if (path === "/api/delivery-quote")
      return json(200, { ...BARANGAROO, distance_km: 3, location: { id: "l1", name: "Yard one", suburb: null } });
    if (path === "/api/trade-in/valuations") return json(200, { plateLookup: false, signedIn: true, valuations: [] });
    if (path === "/api/checkout-journey") {
      const { step, answer } = JSON.parse(String(init!.body));
      saves.push({ step, answer });
      const refused = refuse(step);
      if (refused) return json(refused.status, refused.body);
      saved = { ...saved, [step]: answer };
      return json(200, { journey: journey(saved), checkout_url: null });
    }
    return json(404, { error: { code: "not_found", message: "Not found." } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = () => screen.getByRole("heading", { level: 2 });
const cont = () => fireEvent.click(screen.getByRole("button", { name: "Continue" }));

describe("CheckoutJourney", () => {
  it("saves each step and moves on, the heading taking focus", async () => {
    render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    expect(document.activeElement).toBe(document.body); // a new journey opens quietly at step 1
    cont();
    await waitFor(() => expect(heading().textContent).toBe("Step 2 of 6: Trade-in"));
    // Focus moves in an effect after the heading's text changes.
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(saves).toEqual([{ step: "car", answer: { confirmed: true } }]);
    // The journey has started: §7 event 51, once.
    expect(beacons).toEqual([expect.objectContaining({ id: 51, payload: { car_id: String(CAR.id) } })]);
    // An answered step can be opened again from the progress list.
    fireEvent.click(screen.getByRole("button", { name: "1. Your car" }));
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    await waitFor(() => expect(document.activeElement).toBe(heading()));
  });

  it("§7 event 51 once per journey: not again when step 1 is saved a second time, nor after a reload", async () => {
    const started = () => beacons.filter((event) => event.id === 51);
    const view = render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    cont();
    await waitFor(() => expect(heading().textContent).toBe("Step 2 of 6: Trade-in"));
    expect(started()).toEqual([expect.objectContaining({ payload: { car_id: "c1" } })]);

    // Back to the car and on again: the same journey, already started.
    fireEvent.click(screen.getByRole("button", { name: "1. Your car" }));
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    cont();
    await waitFor(() => expect(heading().textContent).toBe("Step 2 of 6: Trade-in"));
    expect(saves.map((save) => save.step)).toEqual(["car", "car"]);
    expect(started()).toHaveLength(1);

    // The page opened again (a reload) and step 1 saved again.
    view.unmount();
    render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 2 of 6: Trade-in"));
    fireEvent.click(screen.getByRole("button", { name: "1. Your car" }));
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    cont();
    await waitFor(() => expect(saves).toHaveLength(3));
    expect(started()).toHaveLength(1);
  });

  it("§7 event 51 once per journey id, even where the page had not seen the journey's first step (reopened in this tab)", async () => {
    const first = render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    cont();
    await waitFor(() => expect(heading().textContent).toBe("Step 2 of 6: Trade-in"));
    first.unmount();

    listed = () => false; // the journeys list did not answer with it this time
    render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    cont();
    await waitFor(() => expect(heading().textContent).toBe("Step 2 of 6: Trade-in"));
    expect(saves).toHaveLength(2);
    expect(beacons.filter((event) => event.id === 51)).toHaveLength(1);
  });

  it("resumes at the first step not answered; a refused save is listed above the step and beside its field", async () => {
    saved = { car: { confirmed: true }, "trade-in": { choice: "skip" }, payment: { method: "cash" } };
    refuse = (step) =>
      step === "delivery"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Please fix the following errors:",
                fields: { "answer.postcode": "Invalid postcode. Please enter a 4-digit number." },
              },
            },
          }
        : undefined;
    render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 4 of 6: Delivery or pick-up"));
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    fireEvent.click(screen.getByRole("radio", { name: "Deliver it to me" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Postcode" }), { target: { value: "2000" } });
    cont();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Please fix the following errors:Invalid postcode. Please enter a 4-digit number.");
    expect(document.getElementById("journey-postcode-error")?.textContent).toBe(
      "Invalid postcode. Please enter a 4-digit number.",
    );
    expect(document.activeElement).toBe(heading()); // the step keeps focus
  });

  it("says the car was taken when someone reserved it first", async () => {
    refuse = () => ({ status: 409, body: { error: { code: "already_reserved", message: "Sorry." } } });
    render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 1 of 6: Your car"));
    cont();
    await waitFor(() => expect(heading().textContent).toBe("This car is reserved"));
    expect(screen.getByRole("link", { name: "See similar cars" }).getAttribute("href")).toBe(
      `/cars/${CAR.slug}#similar-cars`,
    );
  });

  it("A refused postcode's error goes once the postcode is fixed, and the quote names the place", async () => {
    saved = { car: { confirmed: true }, "trade-in": { choice: "skip" }, payment: { method: "cash" } };
    refuse = () =>
      (saves.at(-1)?.answer as { postcode?: string } | undefined)?.postcode === "12a"
        ? {
            status: 400,
            body: {
              error: {
                code: "validation",
                message: "Please fix the following errors:",
                fields: { "answer.postcode": "Invalid postcode. Please enter a 4-digit number." },
              },
            },
          }
        : undefined;
    render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 4 of 6: Delivery or pick-up"));
    fireEvent.click(screen.getByRole("radio", { name: "Deliver it to me" }));
    const postcode = screen.getByRole("textbox", { name: "Postcode" });
    fireEvent.change(postcode, { target: { value: "12a" } });
    cont();
    await screen.findByRole("alert");
    expect(postcode.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(postcode, { target: { value: "200" } }); // still not 4 digits: still wrong
    expect(document.getElementById("journey-postcode-error")?.textContent).toBe(
      "Invalid postcode. Please enter a 4-digit number.",
    );
    fireEvent.change(postcode, { target: { value: "2000" } });
    expect(document.getElementById("journey-postcode-error")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(postcode.getAttribute("aria-invalid")).toBe("false");

    fireEvent.click(screen.getByRole("button", { name: "Get a delivery quote" }));
    await screen.findByText("Delivery to Barangaroo NSW 2000: free");
    expect(screen.queryByRole("alert")).toBeNull();
    // A quote is for its postcode: another postcode has none until asked.
    fireEvent.change(postcode, { target: { value: "3000" } });
    expect(screen.queryByText("Delivery to Barangaroo NSW 2000: free")).toBeNull();
  });

  it("The review names the delivery's place and cost as the quote did", async () => {
    saved = {
      car: { confirmed: true },
      "trade-in": { choice: "skip" },
      payment: { method: "cash" },
      delivery: { method: "delivery", postcode: "2000" },
      details: { first_name: "Jo", last_name: "Journey", email: "jo@example.com", phone: "0412000111" },
    };
    render(<CheckoutJourney {...PROPS} />);
    await waitFor(() => expect(heading().textContent).toBe("Step 6 of 6: Review and reserve"));
    expect(screen.getByText("Delivery to Barangaroo NSW 2000: free")).toBeTruthy();
  });
});
