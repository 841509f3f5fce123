import type { Car } from "../feed/car.ts";
import { isGone, isReservedNow, type LiveStock } from "../inventory/live-stock.ts";
import { isListedInStock } from "../inventory/stock.ts";

/** Why a car offers no test-drive times at a yard; none when it does. */
export type TestDriveCarProblem = "sold" | "reserved" | "elsewhere";

export const TEST_DRIVE_CAR_MESSAGES: Record<TestDriveCarProblem, string> = {
  sold: "This car has been sold, so it cannot be test driven. Here are some similar ones.",
  reserved: "This car is reserved by another buyer, so it cannot be test driven. Here are some similar ones.",
  elsewhere: "This car is not at that location. Please choose the location it is at.",
};

/** A car can be test driven while it is for sale, not reserved (now, not only at the build), and at that yard. */
export function testDriveCarProblem(
  car: Pick<Car, "status" | "show_on_dealer_website" | "reserved" | "location_id">,
  live: LiveStock | undefined,
  locationId: string,
): TestDriveCarProblem | undefined {
  if (!isListedInStock(car) || (live && isGone(live))) return "sold";
  if (isReservedNow(live, car.reserved)) return "reserved";
  if (car.location_id !== undefined && String(car.location_id) !== locationId) return "elsewhere";
  return undefined;
}
