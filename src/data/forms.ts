import { enquirySetup, type EnquirySetup } from "#lib/forms/enquiry-options.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { getFeed } from "./feed.ts";
import { getTenantConfig } from "./tenant.ts";

/** The tenant's enquiry form setup, for a page that shows an enquiry form or the finance dialog. */
export async function getEnquirySetup(): Promise<EnquirySetup> {
  const [config, locations] = await Promise.all([getTenantConfig(), getFeed("locations")]);
  return enquirySetup(config, locations, feedNow(config));
}
