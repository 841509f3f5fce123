/**
 * What the next shopper is told while someone else's deposit checkout for a car is open
 * (the car page's live overlay and the reserve page). Apart from reservation.ts so the overlay
 * that every car page loads carries only these lines.
 */
export const pendingCheckoutHeading = (item: string): string => `Someone is reserving this ${item} right now`;

/**
 * "If they don't finish by 2:05 pm, you can reserve it again.": when the open checkout lapses, on
 * the shopper's own clock (the browser's time zone unless one is given).
 */
export const pendingCheckoutText = (until: string, timeZone?: string): string =>
  `If they don't finish by ${new Date(until).toLocaleTimeString("en-AU", { hour: "numeric", minute: "2-digit", timeZone })}, you can reserve it again.`;
