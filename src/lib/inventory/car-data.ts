import type { Car } from "../feed/car.ts";
import type { Location } from "../feed/location.ts";
import { formatDollars, formatKm } from "../format/money.ts";
import { sanitizeCommentsHtml } from "../format/sanitize-html.ts";
import { conditionLabel } from "../format/text.ts";
import { imageSrc, imageSrcset } from "../media/image-url.ts";
import { priceDisplay, priceText } from "../pricing/price-display.ts";
import { reservationDeposit } from "../reservations/deposit.ts";
import type { TenantConfig } from "../tenant/schema.ts";
import { vehicleActionsOnceReleased } from "../vehicle/action-links.ts";
import { keyInformation } from "../vehicle/key-information.ts";
import { primaryImage } from "./car-image.ts";
import type { CarData, PrintSheet, PriceView } from "./car-data-file.ts";
import { compareCar } from "./compare.ts";
import { isInStock } from "./stock.ts";

/**
 * What the build writes for each car page (`/cars/{slug}/car.json`, car-data-file.ts has its
 * shape): the same rules as the pages that showed it before (PriceTag.astro, CarCard.astro).
 */
export type CarDataConfig = Pick<
  TenantConfig,
  "features" | "pricing" | "finance" | "images" | "timeZone" | "name" | "contact" | "vehiclePage"
>;

/** Spec §4 "Price display" in PriceTag.astro's parts. */
export function priceView(car: Car, config: Pick<CarDataConfig, "features" | "pricing">): PriceView {
  const display = priceDisplay(car, { subscriptionPricing: config.features.subscriptionPricing });
  const amount = display.kind === "price" || display.kind === "subscription";
  return {
    text: priceText(display, config.pricing),
    amount,
    live: display.kind === "price",
    ...(amount && display.label ? { label: display.label } : {}),
    ...(amount && display.wasPrice !== undefined ? { was: formatDollars(display.wasPrice) } : {}),
  };
}

const badgeLine = (car: Pick<Car, "badge" | "series">) =>
  [car.badge, car.series].filter(Boolean).join(" · ") || undefined;

/** A card's chips: condition, km, transmission, fuel (what CarCard.astro lists). */
export function cardChips(car: Car): string[] {
  return [
    conditionLabel(car.car_type),
    car.km !== undefined ? formatKm(car.km) : undefined,
    car.simple_transmission,
    car.simple_fuel,
  ].filter((chip): chip is string => Boolean(chip));
}

/** Whether the car gets a checkout: it offers Reserve, or will once a hold on it is released. */
export function offersReserve(car: Car, config: CarDataConfig): boolean {
  return (
    config.features.reserveOnline.enabled &&
    vehicleActionsOnceReleased(car, config).some((action) => action.action === "reserve")
  );
}

/** Everything the browser reads of one listed car (car-data-file.ts); `similar` are its similar cars, as its page shows them. */
export function carData(
  car: Car,
  context: { config: CarDataConfig; locations: readonly Location[]; similar: readonly Car[] },
): CarData {
  const { config, similar } = context;
  const location = context.locations.find((candidate) => candidate.id === car.location_id);
  const image = primaryImage(car);
  const cdn = config.images.cdnTemplate;
  const compare = compareCar(car, {
    subscriptionPricing: config.features.subscriptionPricing,
    pricing: config.pricing,
    weekly: config.finance.calculator,
    locationName: location?.name,
    image: image ? imageSrc(cdn, image, 640) : undefined,
  });
  const comments = car.dealercomments ? sanitizeCommentsHtml(car.dealercomments) : "";
  const sheet: PrintSheet = {
    badge: badgeLine(car),
    price: isInStock(car) ? priceView(car, config) : undefined,
    photo: image ? imageSrc(cdn, image, 960) : undefined,
    info: keyInformation(car, { locationName: location?.name, timeZone: config.timeZone }),
    commentsHtml: comments || undefined,
    place: location?.name ?? config.name,
    phone: location?.phone ?? config.contact.phone,
  };
  if (!offersReserve(car, config)) return { compare, sheet };
  const srcset = image ? imageSrcset(cdn, image, config.images.widths) : "";
  return {
    compare,
    sheet,
    reserve: {
      // A car offering Reserve has a deposit (vehicleActions asks reservationDeposit).
      depositAmount: reservationDeposit(car, config.features.reserveOnline)!,
      reservedAtBuild: car.reserved === true,
      card: {
        image: image ? { src: imageSrc(cdn, image, 640), ...(srcset ? { srcset } : {}) } : undefined,
        badge: badgeLine(car),
        chips: cardChips(car),
        price: priceView(car, config),
      },
      similar: similar.map((other) => ({
        name: other.name,
        href: `/cars/${other.slug}`,
        price: formatDollars(other.price!),
      })),
    },
  };
}
