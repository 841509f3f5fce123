import type { EnquiryOptions } from "#lib/forms/enquiry.ts";
import type { EnquiryKind } from "#lib/forms/enquiry-kinds.ts";
import type { LocationChoice } from "#lib/forms/enquiry-routing.ts";
import type { ItemLabel, TradeInLimits } from "#lib/forms/trade-in.ts";
import type { Choice } from "../forms/Field.tsx";

/** What a page gives an enquiry form (EnquirySection.astro works it out at build time). */
export interface EnquiryFormProps {
  kind: EnquiryKind;
  options: EnquiryOptions;
  /** The yards, each with its dealership (a trade-in asks only for the yard). */
  locations: LocationChoice[];
  dealerships: Choice[];
  termsMessage?: string;
  carId?: string;
  /** A location page's form: that yard (and its dealership) chosen up front. */
  preset?: { location_id?: string; dealership_id?: string; postcode?: string; comments?: string };
  submitLabel?: string;
  /** §4 multi-step: the form's own questions first, the shopper's details second (tenant setting enquiry.multiStep). */
  multiStep?: boolean;
  /** Level of the step headings, one below the section's heading. */
  stepHeading?: "h2" | "h3";
  /** A static page whose car comes from `?car_id=` (/cars/trade-in?car_id={id}, /book-test-drive?car_id={id}). */
  carIdFromQuery?: boolean;
  /** Trade-in and sell-my-car forms: the dealer's limits for an online estimate (§5) and the build's year. */
  tradeIn?: TradeInLimits & { currentYear: number; itemLabel?: ItemLabel };
  /** Detail inputs filled in up front (the finance page's query string), by their path under `details`. */
  initialDetails?: Record<string, string>;
  /** Detail inputs already answered elsewhere (the trade-in valuation's car): sent with the lead, not asked again. */
  presetDetails?: Record<string, string>;
  /** A trade-in valuation made on this page (POST /api/trade-in/valuation) and its token; the server adds its figure to the lead. */
  valuation?: { id: string; token: string };
}
