import type { Location } from "../../../src/lib/feed/location.ts";
import { enquirySchema } from "../../../src/lib/forms/enquiry.ts";
import { enquiryOptionsFor } from "../../../src/lib/forms/enquiry-options.ts";
import type { Tenant } from "../tenant.ts";

type TenantEnquirySchema = ReturnType<typeof enquirySchema>;

// Building a zod schema costs far more than using one (zod compiles object parsers on first
// use), so each tenant's enquiry schema is built once per loaded feed of locations.
const schemas = new WeakMap<Location[], TenantEnquirySchema>();

/** The enquiry body POST /api/leads accepts for this tenant: its locations and required fields decide. */
export async function enquirySchemaFor(tenant: Tenant): Promise<TenantEnquirySchema> {
  const locations = await tenant.feed("locations");
  let schema = schemas.get(locations);
  if (!schema) schemas.set(locations, (schema = enquirySchema(enquiryOptionsFor(tenant.config, locations))));
  return schema;
}
