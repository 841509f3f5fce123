import type { Car } from "../feed/car.ts";
import { type ChannelContext, listingsOf } from "./listing.ts";
import { type MarketplaceListing, marketplaceListing } from "./marketplace.ts";
import { type MetaRow, metaVehicle } from "./meta-automotive.ts";

/**
 * What a push says about the cars a stock change touched, built when it is sent (not
 * when the change came), so a push that waited or was retried says what is true now and a burst
 * of changes to one car is one entry.
 */

/** The JSON a webhook destination receives: the changed cars for sale, and the ones no longer for sale. */
export interface StockPushBody {
  dealer: string;
  site: string;
  /** The cars still for sale, as the marketplace export has them. */
  cars: MarketplaceListing[];
  /** Cars sold, removed or hidden since: take them down. */
  removed: string[];
}

/** The touched cars, split by whether they are still for sale (given the cars with every live change applied). */
function touched(carIds: readonly string[], cars: readonly Car[], context: ChannelContext) {
  const wanted = new Set(carIds);
  const listings = listingsOf(
    cars.filter((car) => wanted.has(String(car.id))),
    context,
  );
  const forSale = new Set(listings.map((listing) => String(listing.car.id)));
  return { listings, gone: [...wanted].filter((id) => !forSale.has(id)) };
}

export function webhookPushBody(
  carIds: readonly string[],
  cars: readonly Car[],
  context: ChannelContext,
  dealer: string,
): StockPushBody {
  const { listings, gone } = touched(carIds, cars, context);
  return {
    dealer,
    site: context.siteUrl,
    cars: listings.map((listing) => marketplaceListing(listing, context.pricing.currency)),
    removed: gone,
  };
}

/** One request of Meta's items_batch (item_type VEHICLE): UPDATE creates or changes, DELETE takes down. */
export type MetaBatchRequest =
  | { method: "UPDATE"; data: Record<string, unknown> & { vehicle_id: string } }
  | { method: "DELETE"; data: { vehicle_id: string } };

/**
 * The touched cars as Meta batch requests: a car Meta's feed takes is updated with the same
 * fields (nested, as the API takes them); one it would leave out, or no longer for sale, is deleted.
 */
export function metaBatchRequests(
  carIds: readonly string[],
  cars: readonly Car[],
  context: ChannelContext,
): MetaBatchRequest[] {
  const { listings, gone } = touched(carIds, cars, context);
  const requests: MetaBatchRequest[] = [];
  for (const listing of listings) {
    const verdict = metaVehicle(listing, context);
    requests.push(
      "row" in verdict
        ? { method: "UPDATE", data: nested(verdict.row) }
        : { method: "DELETE", data: { vehicle_id: String(listing.car.id) } },
    );
  }
  for (const id of gone) requests.push({ method: "DELETE", data: { vehicle_id: id } });
  return requests;
}

/** The feed's flattened columns (`mileage.value`, `address.city`) as the API's nested fields; images as `image: [{url}]`. */
function nested(row: MetaRow): MetaBatchRequest["data"] & { vehicle_id: string } {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === "images" || value === "") continue;
    const [outer, inner] = key.split(".") as [string, string | undefined];
    if (inner) data[outer] = { ...(data[outer] as object | undefined), [inner]: value };
    else data[outer] = value;
  }
  data.image = row.images.map((url) => ({ url }));
  return data as MetaBatchRequest["data"] & { vehicle_id: string };
}
