// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PhoneReveal from "./PhoneReveal.tsx";

const props = { phone: "02 5550 1234", masked: "02 5550 XXXX", carId: "car-42", locationId: "101" };
// Event 14 (phone_revealed) of src/lib/analytics/events.ts; the server knows the tenant by host.
const expectedBody = {
  id: 14,
  payload: { car_id: "car-42", location_id: "101" },
  page_url: "http://localhost:3000/cars/2021-ford-ranger",
};

beforeEach(() => window.history.replaceState(null, "", "/cars/2021-ford-ranger"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PhoneReveal", () => {
  it("shows only the masked number until asked, then the full number as a focused tel: link", () => {
    vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
    render(<PhoneReveal {...props} />);
    expect(document.body.textContent).toContain("02 5550 XXXX");
    expect(document.body.textContent).not.toContain("1234");
    expect(screen.queryByRole("link")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show number" }));
    const link = screen.getByRole("link", { name: "Call 02 5550 1234" });
    expect(link.getAttribute("href")).toBe("tel:0255501234");
    expect(document.activeElement).toBe(link);
    expect(screen.queryByRole("button", { name: "Show number" })).toBeNull();
  });

  it("sends one phone_revealed event (id 14) to /api/events with the car, yard and page", () => {
    const beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { rerender } = render(<PhoneReveal {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Show number" }));
    rerender(<PhoneReveal {...props} />);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe("/api/events");
    expect(JSON.parse(String(body))).toEqual(expectedBody);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("falls back to fetch with keepalive when sendBeacon is missing", () => {
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: undefined });
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<PhoneReveal {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Show number" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe("/api/events");
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual(expectedBody);
  });

  it("falls back to fetch when the browser refuses the beacon", () => {
    vi.spyOn(navigator, "sendBeacon").mockReturnValue(false);
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<PhoneReveal {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Show number" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
