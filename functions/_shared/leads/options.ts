import { DEFAULT_ENQUIRY_OPTIONS, type Enquiry, type EnquiryOptions } from "../../../src/lib/forms/enquiry.ts";
import { OWN_MESSAGES } from "../../../src/lib/forms/messages.ts";
import type { Location } from "../../../src/lib/feed/location.ts";
import type { TenantConfig } from "../../../src/lib/tenant/schema.ts";

/** §5 enquiry rules as this tenant's settings and locations decide them. */
export function enquiryOptionsFor(config: TenantConfig, locations: readonly Location[]): EnquiryOptions {
  const sales = locations.filter((l) => l.location_type === "sales");
  const field = config.enquiry.locationField;
  return {
    ...DEFAULT_ENQUIRY_OPTIONS,
    commentsRequired: config.enquiry.commentsRequired,
    optInDefault: config.enquiry.optInDefault,
    locationShown: field === "show" || (field === "auto" && sales.length > 1),
    dealershipCount: new Set(locations.map((l) => l.dealership_id ?? config.slug)).size,
    termsRequired: Boolean(config.enquiry.termsMessage),
    categories: config.enquiry.categories,
  };
}

/** A chosen location or dealership must be one of the tenant's; field → message for each that is not. */
export function unknownChoices(enquiry: Pick<Enquiry, "location_id" | "dealership_id">, locations: readonly Location[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (enquiry.location_id && !locations.some((l) => String(l.id) === enquiry.location_id)) problems.location_id = OWN_MESSAGES.choose;
  if (enquiry.dealership_id && !locations.some((l) => l.dealership_id === enquiry.dealership_id)) problems.dealership_id = OWN_MESSAGES.choose;
  return problems;
}
