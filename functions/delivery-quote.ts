import { deliveryQuote } from "#lib/api/delivery-quote.ts";
import { lookupPostcode } from "#lib/geo/postcodes.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { quoteDelivery } from "./_shared/checkout/delivery-quote.ts";
import { recordEvents } from "./_shared/analytics/events.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";

export const config = { path: "/api/delivery-quote", method: ["POST"] };

/**
 * POST /api/delivery-quote { postcode, car_id?, location_id? }: postcode → place (the repo's
 * postcode dataset) → great-circle km to the dealer location → cost from the tenant's bands.
 * Beyond the bands, or for a postcode without a location: the spec's 'Sorry, we can't provide an
 * estimate…' (422). Every quote is also a lead-tracking event (48).
 */
export default defineFunction(deliveryQuote, async (input, { site, context, fail }) => {
  const tenant = await site();
  const calculator = tenant.config.features.deliveryCalculator;
  if (!calculator.enabled) throw fail("not_available");
  const place = lookupPostcode(input.postcode);
  if (!place) throw fail("no_estimate");
  const car = input.car_id ? await tenant.car(input.car_id) : undefined;
  const quote = quoteDelivery(
    place,
    await tenant.feed("locations"),
    calculator.bands,
    input.location_id ?? car?.location_id,
  );
  const distanceKm = quote ? Math.round(quote.distanceKm * 10) / 10 : undefined;
  // The event is best effort: a quote does not need the database.
  inBackground(context, "delivery event", async () =>
    recordEvents(await getDb(), tenant.slug, [
      {
        id: 48,
        name: "delivery_quote_requested",
        payload: {
          postcode: input.postcode,
          ...(input.car_id ? { car_id: input.car_id } : {}),
          ...(distanceKm !== undefined ? { distance_km: distanceKm } : {}),
          cost: quote?.cost ?? null,
        },
      },
    ]),
  );
  if (!quote || quote.cost === null) throw fail("no_estimate");
  return {
    postcode: place.postcode,
    place: place.place,
    state: place.state,
    distance_km: distanceKm,
    cost: quote.cost,
    location: { id: String(quote.location.id), name: quote.location.name, suburb: quote.location.suburb ?? null },
  };
});
