import type { APIRoute } from "astro";
import { getFeed } from "../data/feed.ts";
import { getTenantConfig } from "../data/tenant.ts";
import { weeklyShown } from "#lib/finance/repayment.ts";
import { primaryImage } from "#lib/inventory/car-image.ts";
import type { InStockCar } from "#lib/inventory/saved-cars.ts";
import { isInStock } from "#lib/inventory/stock.ts";
import { imageSrc } from "#lib/media/image-url.ts";
import { priceDisplay } from "#lib/pricing/price-display.ts";

/**
 * The cars in stock, slim: what a page opened for one car (`?car_id=`: finance, test drive,
 * trade-in) shows of it. Fetched only when the query names a car.
 */
export const GET: APIRoute = async () => {
  const config = await getTenantConfig();
  const cars = (await getFeed("cars")).filter(isInStock).map((car) => {
    const display = priceDisplay(car, { subscriptionPricing: config.features.subscriptionPricing });
    const price = display.kind === "price" ? display.amount : undefined;
    const image = primaryImage(car);
    return {
      id: car.id,
      slug: car.slug,
      name: car.name,
      price,
      weekly: weeklyShown(price, config.finance.calculator),
      image: image ? imageSrc(config.images.cdnTemplate, image, 640) : undefined,
      // Saved and viewed cars mark a car held by a deposit, as its card and page do.
      ...(car.reserved ? { reserved: true as const } : {}),
    } satisfies InStockCar;
  });
  return new Response(JSON.stringify(cars), { headers: { "Content-Type": "application/json" } });
};
