// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { VIEWED_KEY, viewedCars } from "../../stores/viewed-cars.ts";
import { recordViewedCar } from "./record-viewed.client.ts";

let beacon: MockInstance<typeof navigator.sendBeacon>;
beforeEach(() => {
  beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  viewedCars.set([]);
  localStorage.clear();
});

/** What RecordViewed.astro draws. */
function page(car: object) {
  const template = document.createElement("template");
  template.dataset.viewedCar = JSON.stringify(car);
  document.body.append(template);
  recordViewedCar(document);
}

describe("recording a viewed car", () => {
  it("remembers the car as viewed", () => {
    page({ id: "car-1", slug: "2021-ford-ranger", name: "2021 Ford Ranger", price: 42990, image: "/r.jpg" });
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
    page({ id: "car-1", slug: "2021-ford-ranger", name: "2021 Ford Ranger", price: 42990 });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe("/api/events");
    expect(JSON.parse(String(body))).toMatchObject({ id: 9, payload: { car_id: "car-1", price: 42990 } });
  });

  it("leaves out the price and image when the car has none", () => {
    page({ id: "car-2", slug: "caravan", name: "Caravan" });
    expect(Object.keys(viewedCars.get()[0] ?? {})).toEqual(["id", "slug", "name", "viewedAt"]);
  });
});
