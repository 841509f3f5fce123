import type { Location } from "#lib/feed/location.ts";
import { enquirySchema } from "#lib/forms/enquiry.ts";
import { enquiryOptionsFor } from "#lib/forms/enquiry-options.ts";
import type { Tenant } from "../platform/tenant.ts";

type TenantEnquirySchema = ReturnType<typeof enquirySchema>;

// Building a zod schema costs far more than using one (zod compiles object parsers on first
// use), so each tenant's enquiry schema is built once per loaded feed of locations.
const schemas = {
  form: new WeakMap<Location[], TenantEnquirySchema>(),
  booking: new WeakMap<Location[], TenantEnquirySchema>(),
};

/**
 * The enquiry body POST /api/leads accepts for this tenant: its locations and required fields
 * decide. A booking's lead (`booking`) asks no message of the shopper: its comments are only
 * what they chose to type, the booking itself is its details.
 */
export async function enquirySchemaFor(tenant: Tenant, use: "form" | "booking" = "form"): Promise<TenantEnquirySchema> {
  const locations = await tenant.feed("locations");
  let schema = schemas[use].get(locations);
  if (!schema) {
    const options = enquiryOptionsFor(tenant.config, locations);
    schema = enquirySchema(use === "booking" ? { ...options, commentsRequired: false } : options);
    schemas[use].set(locations, schema);
  }
  return schema;
}
