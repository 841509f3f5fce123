import { describe, expect, it } from "vitest";
import { reservationPageHref } from "./reservation-page.ts";

describe("reservationPageHref", () => {
  it("leads to the purchase a hold was placed in, else to the car's reserve page", () => {
    expect(reservationPageHref("2020-mazda-3-g20 1", "purchase", "checkout")).toBe(
      "/checkout-journey?car_id=2020-mazda-3-g20%201",
    );
    expect(reservationPageHref("2020-mazda-3-g20", "reserve", "buy-online")).toBe("/cars/2020-mazda-3-g20/buy-online");
  });

  it("leads nowhere when the car has no page", () => {
    expect(reservationPageHref(undefined, "reserve", "checkout")).toBeNull();
  });
});
