/**
 * Spec §2: the finance page takes preferredDealership, vehiclePriceBudget, car_id, car_type and
 * vin from its query string. Each is used only if it is well-formed (and the dealership is one of
 * ours); anything else is ignored rather than shown to the dealer as if the shopper typed it.
 */
export type FinancePrefill = {
  carId?: string;
  dealershipId?: string;
  purchasePrice?: string;
  carType?: string;
  vin?: string;
};

export function financePrefill(search: string, dealershipIds: readonly string[]): FinancePrefill {
  const query = new URLSearchParams(search);
  const get = (name: string, pattern: RegExp) => {
    const value = query.get(name)?.trim();
    return value && pattern.test(value) ? value : undefined;
  };
  const dealership = query.get("preferredDealership")?.trim();
  const price = get("vehiclePriceBudget", /^\d{1,7}(\.\d{1,2})?$/);
  return {
    carId: get("car_id", /^[\w.-]{1,64}$/),
    dealershipId: dealership && dealershipIds.includes(dealership) ? dealership : undefined,
    purchasePrice: price ? String(Math.round(Number(price))) : undefined,
    carType: get("car_type", /^(new|used|demo)$/),
    vin: get("vin", /^[A-HJ-NPR-Z0-9]{17}$/i)?.toUpperCase(),
  };
}

/** The enquiry form's `details` inputs for a prefill (only what is there). */
export function prefillDetails(prefill: FinancePrefill): Record<string, string> {
  const details: Record<string, string> = {};
  if (prefill.purchasePrice) details.purchase_price = prefill.purchasePrice;
  if (prefill.carType) details.car_type = prefill.carType;
  if (prefill.vin) details.vin = prefill.vin;
  return details;
}
