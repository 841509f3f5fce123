/**
 * Where a shopper sees (and cancels) a reservation that keeps a car: the online purchase it was
 * placed in, else the car's reserve page; nowhere when the car has no page any more.
 */
export function reservationPageHref(
  carSlug: string | undefined,
  placedBy: "purchase" | "reserve",
  reserveRoute: string,
): string | null {
  if (!carSlug) return null;
  return placedBy === "purchase"
    ? `/checkout-journey?car_id=${encodeURIComponent(carSlug)}`
    : `/cars/${carSlug}/${reserveRoute}`;
}
