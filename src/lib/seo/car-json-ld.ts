import type { Car } from "../feed/car.ts";
import type { Location } from "../feed/location.ts";
import { priceDisplay } from "../pricing/price-display.ts";
import { absoluteUrl, compact } from "./json-ld.ts";
import type { JsonLd } from "./json-ld.ts";

const SCHEMA = "https://schema.org/";

/** Car type → schema.org condition. A demo car has been registered and driven, so it is used. */
const ITEM_CONDITION: Record<string, string> = {
  new: "NewCondition",
  used: "UsedCondition",
  demo: "UsedCondition",
};

/** Stock status → schema.org availability; other statuses say nothing rather than guess. */
const AVAILABILITY: Record<string, string> = { in_stock: "InStock", coming_soon: "PreOrder", sold: "SoldOut" };

const DRIVE_WHEELS: Record<string, string> = {
  awd: "AllWheelDriveConfiguration",
  "4wd": "FourWheelDriveConfiguration",
  "4x4": "FourWheelDriveConfiguration",
  fwd: "FrontWheelDriveConfiguration",
  rwd: "RearWheelDriveConfiguration",
};

type JsonLdSeller = {
  name: string;
  telephone?: string;
  url?: string;
  address?: { street?: string; suburb?: string; state?: string; postcode?: string };
};

type CarJsonLdContext = {
  /** Absolute URL of the car's page. */
  url: string;
  /** Base for absolutising image paths; usually the tenant's siteUrl. */
  siteUrl: string;
  seller: JsonLdSeller;
  /** The dealer's currency (pricing.currency). */
  currency: string;
  /** The dealer's country (contact.country, ISO 3166); AU when unset. */
  country?: string;
};

/** The dealer location that holds the car, as a seller. */
export function sellerFromLocation(
  location: Pick<Location, "name" | "phone" | "street" | "suburb" | "city" | "state" | "postcode">,
): JsonLdSeller {
  return {
    name: location.name,
    telephone: location.phone,
    address: {
      street: location.street,
      suburb: location.suburb ?? location.city,
      state: location.state,
      postcode: location.postcode,
    },
  };
}

function sellerJsonLd(seller: JsonLdSeller, country: string): JsonLd {
  const address = seller.address;
  return compact({
    "@type": "AutoDealer",
    name: seller.name,
    telephone: seller.telephone,
    url: seller.url,
    address: address
      ? compact({
          "@type": "PostalAddress",
          streetAddress: address.street,
          addressLocality: address.suburb,
          addressRegion: address.state,
          postalCode: address.postcode,
          addressCountry: country,
        })
      : undefined,
  });
}

/**
 * The offer's price is the drive-away/outright price exactly when price display would show one
 * (spec §4: above $10). Subscription prices are a periodic amount, not the price of the car, so
 * they never become the Offer price; a car without a shown price gets an offer without one.
 */
function offerJsonLd(car: Car, context: CarJsonLdContext): JsonLd {
  const shown = priceDisplay(car, { subscriptionPricing: false });
  const availability = AVAILABILITY[car.status];
  return compact({
    "@type": "Offer",
    url: context.url,
    price: shown.kind === "price" ? shown.amount : undefined,
    priceCurrency: shown.kind === "price" ? context.currency : undefined,
    availability: availability ? SCHEMA + availability : undefined,
    itemCondition: ITEM_CONDITION[car.car_type] ? SCHEMA + ITEM_CONDITION[car.car_type] : undefined,
    seller: sellerJsonLd(context.seller, context.country ?? "AU"),
  });
}

/** "2026 Mazda BT-50 GT": the feed's name usually stops before the badge. */
export function fullName(car: Pick<Car, "name" | "badge">): string {
  return car.badge && !car.name.toLowerCase().includes(car.badge.toLowerCase()) ? `${car.name} ${car.badge}` : car.name;
}

/** schema.org Car for the vehicle page (rich results for vehicle listings). */
export function carJsonLd(car: Car, context: CarJsonLdContext): JsonLd {
  const drive = car.drive ? DRIVE_WHEELS[car.drive.toLowerCase()] : undefined;
  const images = car.images.filter((image) => !image.isVideo).map((image) => absoluteUrl(image.url, context.siteUrl));
  if (images.length === 0 && car.primary_image_url) images.push(absoluteUrl(car.primary_image_url, context.siteUrl));
  return compact({
    "@context": "https://schema.org",
    "@type": "Car",
    name: fullName(car),
    url: context.url,
    image: images.length > 0 ? images : undefined,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: car.badge,
    vehicleIdentificationNumber: car.vin,
    sku: car.stocknum,
    itemCondition: ITEM_CONDITION[car.car_type] ? SCHEMA + ITEM_CONDITION[car.car_type] : undefined,
    mileageFromOdometer:
      car.km !== undefined ? { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" } : undefined,
    bodyType: car.simple_body,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission,
    driveWheelConfiguration: drive ? SCHEMA + drive : car.drive,
    vehicleEngine: car.engine_size ? { "@type": "EngineSpecification", name: car.engine_size } : undefined,
    color: car.colour,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    offers: offerJsonLd(car, context),
  });
}
