import type { AuState } from "./au-places.ts";

/** What a sample dealer is made of; tenants.ts holds the three definitions. */

export type LocationType = "sales" | "service" | "parts";

export interface LocationDef {
  id: string;
  slug: string;
  name: string;
  type: LocationType;
  suburb: string;
  street: string;
  dealershipId: string;
  dealershipSlug: string;
  dealershipName: string;
  /** Franchise makes sold new and demo at this yard. */
  brands: string[];
  /** Share of used stock kept here (0 for service and parts). */
  usedWeight: number;
  stockPrefix: string;
  phoneLine: number;
  departments: LocationType[];
  /** Sales open on Sunday (10:00–16:00); otherwise closed. */
  sundaySales?: boolean;
  /** Service and parts see customers on Saturday by appointment only. */
  saturdayByAppointment?: boolean;
  primary?: boolean;
}

interface StockPlan {
  count: number;
  /** Weights of car_type new, demo and used. */
  types: { new: number; demo: number; used: number };
  newMakes: [string, number][];
  usedMakes: [string, number][];
  /** Extra used units of other categories (trucks, motorcycles), part of the count. */
  extras?: { make: string; count: number }[];
}

export interface TenantDefinition {
  slug: string;
  name: string;
  state: AuState;
  /** Mail domain under the reserved .example TLD. */
  domain: string;
  /** Car ids are idBase + n, as numeric strings. */
  idBase: number;
  itemType: "car" | "caravan";
  primary: string;
  accent: string;
  /** tenant.json without slug/name/contact, which are filled in from the definition. */
  config: Record<string, unknown>;
  locations: LocationDef[];
  stock: StockPlan;
  /** The dealer's stock comes as its stock tool's CSV export with a mapping, not our JSON. */
  stockExport?: "csv";
  /** Offers added after the drawn 6 to 12 (their own random stream), so /special-offers has more than one page of 21. */
  extraOffers?: number;
}
