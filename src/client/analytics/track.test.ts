// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRACKED_QUEUE } from "#lib/analytics/tracked.ts";

let beacons: { id: number; payload: Record<string, unknown> }[];
beforeEach(() => {
  beacons = [];
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[TRACKED_QUEUE];
  vi.spyOn(navigator, "sendBeacon").mockImplementation((_url, body) => {
    beacons.push(JSON.parse(String(body)));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** track.ts as a freshly loaded page has it. */
const freshPage = () => import("./track.ts");

describe("trackEventOnce", () => {
  it("sends an event once per key, to /api/events and the dealer's tags", async () => {
    const { trackEventOnce } = await freshPage();
    trackEventOnce("checkout-journey:j1", 51, { car_id: "c1" });
    trackEventOnce("checkout-journey:j1", 51, { car_id: "c1" });
    trackEventOnce("checkout-journey:j2", 51, { car_id: "c2" });
    expect(beacons.map((event) => [event.id, event.payload])).toEqual([
      [51, { car_id: "c1" }],
      [51, { car_id: "c2" }],
    ]);
    const queued = (window as unknown as Record<string, unknown[]>)[TRACKED_QUEUE];
    expect(queued).toHaveLength(2);
  });

  it("remembers it across a reload in this tab (sessionStorage)", async () => {
    (await freshPage()).trackEventOnce("checkout-journey:j1", 51, { car_id: "c1" });
    vi.resetModules();
    (await freshPage()).trackEventOnce("checkout-journey:j1", 51, { car_id: "c1" });
    expect(beacons).toHaveLength(1);
  });

  it("where storage is refused, once per page", async () => {
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: refused, setItem: refused });
    const { trackEventOnce } = await freshPage();
    trackEventOnce("checkout-journey:j1", 51, { car_id: "c1" });
    trackEventOnce("checkout-journey:j1", 51, { car_id: "c1" });
    expect(beacons).toHaveLength(1);
    vi.resetModules();
    (await freshPage()).trackEventOnce("checkout-journey:j1", 51, { car_id: "c1" });
    expect(beacons).toHaveLength(2); // nothing to remember it by across a reload
  });
});
