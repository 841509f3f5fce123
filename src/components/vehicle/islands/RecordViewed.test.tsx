// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { VIEWED_KEY, viewedCars } from "../../../stores/viewed-cars.ts";
import RecordViewed from "./RecordViewed.tsx";

let beacon: MockInstance<typeof navigator.sendBeacon>;
beforeEach(() => {
  beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  viewedCars.set([]);
  localStorage.clear();
});

describe("RecordViewed", () => {
  it("records the car as viewed on mount and renders nothing", () => {
    const { container } = render(
      <RecordViewed id="car-1" slug="2021-ford-ranger" name="2021 Ford Ranger" price={42990} image="/r.jpg" />,
    );
    expect(container.innerHTML).toBe("");
    expect(viewedCars.get()).toEqual([
      {
        id: "car-1",
        slug: "2021-ford-ranger",
        name: "2021 Ford Ranger",
        price: 42990,
        image: "/r.jpg",
        viewedAt: expect.any(Number),
      },
    ]);
    expect(JSON.parse(localStorage.getItem(VIEWED_KEY) ?? "[]")).toHaveLength(1);
  });

  it("reports the view once as §7 event 9 (vehicle_viewed) with the car and its price", () => {
    render(<RecordViewed id="car-1" slug="2021-ford-ranger" name="2021 Ford Ranger" price={42990} />);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe("/api/events");
    expect(JSON.parse(String(body))).toMatchObject({ id: 9, payload: { car_id: "car-1", price: 42990 } });
  });

  it("leaves out the price and image when the car has none", () => {
    render(<RecordViewed id="car-2" slug="caravan" name="Caravan" />);
    expect(Object.keys(viewedCars.get()[0] ?? {})).toEqual(["id", "slug", "name", "viewedAt"]);
  });

  it("records nothing while rendering on the server", () => {
    expect(renderToString(<RecordViewed id="car-1" slug="s" name="n" />)).toBe("");
    expect(viewedCars.get()).toEqual([]);
  });
});
