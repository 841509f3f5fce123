import type { ValuationAnswer } from "#lib/api/trade-in.ts";
import type { EnquiryOptions } from "#lib/forms/enquiry.ts";
import type { LocationChoice } from "#lib/forms/enquiry-routing.ts";
import type { ItemLabel } from "#lib/forms/trade-in.ts";
import type { TradeInMake } from "#lib/trade-in/catalogue.ts";

/** What the trade-in valuation island is given, and what a valuation came to. */
export interface Props {
  kind: "trade-in" | "sell-my-car";
  catalogue: TradeInMake[];
  /** §5 limits, said up front so nobody is surprised by "we'll need to see this one". */
  limits: { maxAgeYears: number; maxKm: number };
  /** The dealer's word for what it sells ("caravan"): every sentence here says it. */
  itemLabel: ItemLabel;
  enquiry: {
    options: EnquiryOptions;
    /** The yards, each with its dealership: the lead asks only which yard. */
    locations: LocationChoice[];
    dealerships: { id: string; name: string }[];
    termsMessage?: string;
  };
  /** The page may name the car the shopper wants to buy (`?car_id=`, /cars/trade-in). */
  carIdFromQuery?: boolean;
}

export type Result = { answer: ValuationAnswer } | { failed: string };
