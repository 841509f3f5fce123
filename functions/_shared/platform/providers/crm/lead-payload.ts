import type { leadEvents, leads } from "../../db/schema.ts";

type LeadRow = typeof leads.$inferSelect;
type LeadEventRow = typeof leadEvents.$inferSelect;

/** The car as it was when the lead was made (the feed may drop it once sold). */
export interface LeadVehicle {
  id: string;
  name?: string;
  year?: number;
  make?: string;
  model?: string;
  badge?: string;
  vin?: string;
  stock_number?: string;
  price?: number;
  condition?: "new" | "used" | "demo";
  status?: string;
  url?: string;
}

/** What every CRM destination receives (webhook JSON as is; email and ADF are rendered from it). */
export interface LeadPayload {
  id: string;
  tenant: string;
  created_at: string;
  type: string;
  category: string | null;
  customer: {
    first_name: string;
    last_name: string | null;
    email: string | null;
    phone: string | null;
    postcode: string | null;
    opt_in: boolean;
    /** The opt-in box's words as the shopper saw them; null (or absent) where the form showed no box. */
    opt_in_wording?: string | null;
  };
  /** What the shopper typed. */
  comments: string | null;
  /** What the site checked itself (src/lib/leads/verified.ts), never what was typed. */
  verified?: string[];
  vehicle: LeadVehicle | null;
  location_id: string | null;
  dealership_id: string | null;
  details: Record<string, unknown>;
  page_url: string | null;
  analytics: Record<string, unknown>;
  /**
   * Present when this is an update of a lead sent before (its booking moved or was
   * cancelled): what changed and when. The rest is the lead as it arrived, with the same id.
   */
  update?: { kind: string; text: string; at: string };
}

/** The lead as the CRM gets it; with `event`, as an update of it. */
export function toLeadPayload(lead: LeadRow, event?: LeadEventRow): LeadPayload {
  return {
    id: lead.id,
    tenant: lead.tenant,
    created_at: lead.createdAt.toISOString(),
    type: lead.formType,
    category: lead.category,
    customer: {
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      opt_in: lead.optIn,
      opt_in_wording: lead.optInWording,
    },
    comments: lead.comments,
    verified: lead.verified ?? [],
    vehicle: (lead.car as LeadVehicle | null) ?? (lead.carId ? { id: lead.carId } : null),
    location_id: lead.locationId,
    dealership_id: lead.dealershipId,
    details: lead.details as Record<string, unknown>,
    page_url: lead.pageUrl,
    analytics: lead.analytics as Record<string, unknown>,
    ...(event ? { update: { kind: event.kind, text: event.text, at: event.createdAt.toISOString() } } : {}),
  };
}
