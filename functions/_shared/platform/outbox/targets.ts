import type { TenantConfig } from "#lib/tenant/schema.ts";
import type { LeadDestination } from "#lib/leads/settings.ts";
import type { AdfParties } from "../providers/crm/adf.ts";

/**
 * What a delivery row keeps about its destination: the settings as they were when the lead came
 * in (a later tenant.json change does not re-route old leads), with env-var names, not secrets.
 */
export interface DeliveryTarget {
  destination: LeadDestination;
  parties: AdfParties;
  maxAttempts: number;
}

/** A tenant without destinations emails its leads to the dealer's contact address. */
export function leadTargets(config: TenantConfig): DeliveryTarget[] {
  const destinations: LeadDestination[] = config.leads.destinations.length
    ? config.leads.destinations
    : [{ type: "email", name: "email", format: "text" }];
  const parties: AdfParties = {
    vendorName: config.name,
    vendorEmail: config.contact.email,
    vendorPhone: config.contact.phone,
    providerName: config.leads.adfProvider,
    providerUrl: config.siteUrl,
    currency: config.pricing.currency,
  };
  return destinations.map((destination) => ({
    destination:
      destination.type === "email" && !destination.to ? { ...destination, to: [config.contact.email] } : destination,
    parties,
    maxAttempts: config.leads.maxAttempts,
  }));
}
