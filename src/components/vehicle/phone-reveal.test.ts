// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhancePhoneReveals } from "./phone-reveal.client.ts";

// The markup PhoneReveal.astro draws.
const MARKUP = `<p data-phone-reveal data-car-id="car-42" data-location-id="101"><span><span class="visually-hidden">Phone number, partly hidden: </span>02 5550 XXXX</span><button type="button">Show number</button><template><a href="tel:0255501234"><span class="visually-hidden">Call </span>02 5550 1234</a></template></p>`;
// Event 14 (phone_revealed) of src/lib/analytics/events.ts; the server knows the tenant by host.
const expectedBody = {
  id: 14,
  payload: { car_id: "car-42", location_id: "101" },
  page_url: "http://localhost:3000/cars/2021-ford-ranger",
};

beforeEach(() => {
  window.history.replaceState(null, "", "/cars/2021-ford-ranger");
  document.body.innerHTML = MARKUP;
  enhancePhoneReveals(document);
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const showNumber = () => document.querySelector("button")?.click();

describe("the phone reveal", () => {
  it("shows only the masked number until asked, then the full number as a focused tel: link", () => {
    vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
    expect(document.body.textContent).not.toContain("1234");
    expect(document.querySelector("p a")).toBeNull();
    showNumber();
    const link = document.querySelector("a");
    expect(link?.textContent).toBe("Call 02 5550 1234");
    expect(link?.getAttribute("href")).toBe("tel:0255501234");
    expect(document.activeElement).toBe(link);
    expect(document.querySelector("button")).toBeNull();
  });

  it("sends one phone_revealed event (id 14) to /api/events with the car, yard and page", () => {
    const beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
    showNumber();
    showNumber();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe("/api/events");
    expect(JSON.parse(String(body))).toEqual(expectedBody);
  });
});
