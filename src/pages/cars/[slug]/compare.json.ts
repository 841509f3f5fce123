import type { APIRoute } from "astro";
import { getSiteChrome } from "../../../data/site.ts";
import { vehiclePagePaths } from "../../../data/vehicle-pages.ts";
import type { Car } from "#lib/feed/car.ts";
import { primaryImage } from "#lib/inventory/car-image.ts";
import { compareCar } from "#lib/inventory/compare.ts";
import { imageSrc } from "#lib/media/image-url.ts";

/** One car as the compare table shows it; fetched only for the cars being compared. */
export const getStaticPaths = vehiclePagePaths;

export const GET: APIRoute = async ({ props }) => {
  const { car } = props as { car: Car };
  const { config, locations } = await getSiteChrome();
  const image = primaryImage(car);
  const compared = compareCar(car, {
    subscriptionPricing: config.features.subscriptionPricing,
    pricing: config.pricing,
    weekly: config.finance.calculator,
    locationName: locations.find((location) => location.id === car.location_id)?.name,
    image: image ? imageSrc(config.images.cdnTemplate, image, 640) : undefined,
  });
  return new Response(JSON.stringify(compared), { headers: { "Content-Type": "application/json" } });
};
