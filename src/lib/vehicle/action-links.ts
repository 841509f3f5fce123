import type { Car } from "../feed/car.ts";
import { isInStock } from "../inventory/stock.ts";
import { reservationDeposit } from "../reservations/deposit.ts";
import type { FinanceSettings } from "../finance/settings.ts";
import type { Features } from "../tenant/features.ts";
import type { VehiclePageSettings } from "./settings.ts";

type VehicleAction = "enquire" | "test-drive" | "reserve" | "finance" | "trade-in" | "buy-online";

interface ActionLink {
  action: VehicleAction;
  label: string;
  href: string;
}

const LABELS: Record<VehicleAction, string> = {
  enquire: "Enquire",
  "test-drive": "Book a Test Drive",
  reserve: "Reserve",
  finance: "Get Finance",
  "trade-in": "Trade-In Valuation",
  "buy-online": "Buy Online",
};

/** The settings that decide a car's action buttons and where they go. */
interface ActionConfig {
  vehiclePage: VehiclePageSettings;
  features: Features;
  finance: FinanceSettings;
}

/** Spec §2 finance route with its query (preferredDealership, vehiclePriceBudget, car_id, car_type, vin) and #finance-form. */
export function financeHref(
  car: Pick<Car, "id" | "price" | "car_type" | "vin" | "dealership_id">,
  link: string,
): string {
  const query = new URLSearchParams();
  if (car.dealership_id) query.set("preferredDealership", car.dealership_id);
  if (car.price) query.set("vehiclePriceBudget", String(car.price));
  query.set("car_id", car.id);
  query.set("car_type", car.car_type);
  if (car.vin) query.set("vin", car.vin);
  const separator = link.includes("?") ? "&" : "?";
  return `${link}${separator}${query}#finance-form`;
}

function hrefFor(action: VehicleAction, car: Car, config: ActionConfig): string {
  switch (action) {
    case "enquire":
      // The vehicle enquiry form is on the car page itself, with the car attached.
      return "#vehicle-enquiry";
    case "test-drive":
      return `/book-test-drive?car_id=${encodeURIComponent(car.id)}`;
    case "reserve":
      return `/cars/${car.slug}/${config.features.reserveOnline.route}`;
    case "finance":
      return financeHref(car, config.finance.link);
    case "trade-in":
      return `/cars/trade-in?car_id=${encodeURIComponent(car.id)}`;
    case "buy-online":
      return `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`;
  }
}

/**
 * The sidebar's action buttons in the tenant's order, each linking to its route with the car
 * preset. A car that is not in stock gets none (spec §4: the SOLD message instead); Reserve needs
 * reserve online and a deposit for this car (a price shown), Trade-In needs trade-in
 * valuation, and a reserved car cannot be reserved again. Where the dealer runs the online purchase,
 * Buy Online follows for a car that can be reserved (its last step is the deposit hold).
 */
export function vehicleActions(car: Car, config: ActionConfig): ActionLink[] {
  if (!isInStock(car)) return [];
  const { reserveOnline } = config.features;
  const reservable = reserveOnline.enabled && !car.reserved && reservationDeposit(car, reserveOnline) !== undefined;
  const actions: VehicleAction[] = config.vehiclePage.actions
    .filter((action) => action !== "reserve" || reservable)
    .filter((action) => action !== "trade-in" || config.features.tradeIn.enabled);
  if (config.features.checkoutJourney && reservable) actions.push("buy-online");
  return actions.map((action) => ({ action, label: LABELS[action], href: hrefFor(action, car, config) }));
}

/** The actions that take a deposit: a reserved car offers neither. */
export const isDepositAction = (action: VehicleAction): boolean => action === "reserve" || action === "buy-online";

/**
 * What a page built while the car was reserved offers once the hold is released: its deposit
 * actions too, so the page's live stock can show them at once rather than after the next rebuild
 * (a released hold is a stock change like a sale). For a car not reserved, vehicleActions.
 */
export function vehicleActionsOnceReleased(car: Car, config: ActionConfig): ActionLink[] {
  return vehicleActions(car.reserved ? { ...car, reserved: false } : car, config);
}
