/** A delivery cost band: up to `upToKm` (great-circle from the dealer) costs `cost` dollars. */
export interface DeliveryBand {
  upToKm: number;
  cost: number;
}

/** The spec leaves the bands per dealer; these are the tenant schema's defaults. */
export const DEFAULT_DELIVERY_BANDS: readonly DeliveryBand[] = [
  { upToKm: 50, cost: 0 },
  { upToKm: 200, cost: 290 },
  { upToKm: 500, cost: 690 },
  { upToKm: 1000, cost: 1190 },
];

/**
 * §8 delivery: a cost comes from the first band whose upper distance is at least the distance;
 * beyond the last band there is no estimate (null), and the shopper is told to enquire instead.
 */
export function deliveryCost(
  distanceKm: number,
  bands: readonly DeliveryBand[] = DEFAULT_DELIVERY_BANDS,
): number | null {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) return null;
  const sorted = [...bands].sort((a, b) => a.upToKm - b.upToKm);
  return sorted.find((band) => distanceKm <= band.upToKm)?.cost ?? null;
}
