import { z } from "zod";
import { analyticsSettingsSchema } from "../analytics/settings.ts";
import { appointmentsSettingsSchema } from "../appointments/settings.ts";
import { feedSettingsSchema } from "../feed/settings.ts";
import { financeSettingsSchema } from "../finance/settings.ts";
import { optInMayStartTicked, PRE_TICKED_OPT_IN_REFUSED } from "../forms/marketing-opt-in.ts";
import { enquirySettingsSchema } from "../forms/settings.ts";
import { heroSettingsSchema } from "../home/settings.ts";
import { openingHoursSettingsSchema } from "../hours/settings.ts";
import { insightsSettingsSchema } from "../insights/settings.ts";
import { inventorySettingsSchema } from "../inventory/settings.ts";
import { stockSettingsSchema } from "../inventory/stock-settings.ts";
import { leadsSettingsSchema } from "../leads/settings.ts";
import { messagesSettingsSchema } from "../messages/settings.ts";
import { isSafeLink, UNSAFE_LINK_MESSAGE } from "../links/safe-link.ts";
import { imagesSettingsSchema } from "../media/settings.ts";
import { opsSettingsSchema } from "../ops/settings.ts";
import { pricingSettingsSchema } from "../pricing/settings.ts";
import { reviewsSettingsSchema } from "../reviews/settings.ts";
import { searchSettingsSchema } from "../search/settings.ts";
import { syndicationSettingsSchema } from "../syndication/settings.ts";
import { themeSettingsSchema } from "../theme/settings.ts";
import { vehiclePageSettingsSchema } from "../vehicle/settings.ts";
import { contactSchema } from "./contact.ts";
import { featuresSchema } from "./features.ts";
import { TENANT_SLUG } from "./slug.ts";

/**
 * `tenants/<slug>/tenant.json`: everything that differs between dealer sites. Each area declares
 * its own settings beside its rule (`src/lib/<area>/settings.ts`); this file holds the dealer's
 * identity and composes the rest. Every field has a description (they feed the JSON Schema
 * editors complete from) and, where the spec gives one, the spec's value as its default. Objects
 * are strict so that a misspelt setting is an error rather than silently ignored.
 */

const TEMPLATE_NAMES = ["metro", "brand"] as const;

export const tenantSchema = z
  .strictObject({
    $schema: z.string().optional().describe("Path to the JSON Schema, for editor completion."),
    slug: z
      .string()
      .regex(TENANT_SLUG, "must be lowercase letters, digits and hyphens, at most 63 characters")
      .describe(
        "Site slug: the tenant folder name, the output folder dist/<slug> and the local host <slug>.localhost.",
      ),
    name: z.string().min(1).describe("Dealer name as shoppers see it."),
    legalName: z.string().optional().describe("Registered business name for the footer and terms."),
    abn: z
      .string()
      .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, "must be an 11-digit ABN")
      .optional()
      .describe("Australian Business Number."),
    dealerLicence: z.string().optional().describe("Motor dealer licence number (LMCT/MD) shown in the footer."),
    siteUrl: z.url().describe("Public address of the site, used for canonical URLs and the sitemap."),
    template: z
      .enum(TEMPLATE_NAMES, { error: `must be one of ${TEMPLATE_NAMES.join(", ")} (see docs/templates.md)` })
      .describe("Site template: 'metro' (multi-franchise group) or 'brand' (single-brand dealer)."),
    timeZone: z.string().default("Australia/Sydney").describe("IANA time zone of the dealer, for opening hours."),
    contact: contactSchema,
    brands: z.array(z.string().min(1)).default([]).describe("Franchised brands the dealer sells new, in menu order."),
    itemLabel: z
      .strictObject({
        singular: z.string().default("car").describe("What the dealer sells, singular: 'car', 'caravan'."),
        plural: z.string().default("cars").describe("Plural: 'cars', 'caravans'."),
      })
      .prefault({})
      .describe("Wording for the stock ('No {car}s found for this budget')."),
    theme: themeSettingsSchema,
    primaryLocationId: z
      .string()
      .optional()
      .describe("Location id of the main yard; cars elsewhere get the 'Located at {city}' bar."),
    hero: heroSettingsSchema,
    serviceBanner: z
      .strictObject({
        enabled: z.boolean().default(false).describe("Show the dismissible service banner above the header."),
        text: z.string().default("Book your next service online").describe("Banner text."),
        href: z
          .string()
          .refine(isSafeLink, UNSAFE_LINK_MESSAGE)
          .default("/service#service-booking")
          .describe("Where the banner links to: a path on the site, or an http(s) address."),
      })
      .prefault({})
      .describe("Dismissible service banner."),
    pricing: pricingSettingsSchema,
    vehiclePage: vehiclePageSettingsSchema,
    features: featuresSchema,
    finance: financeSettingsSchema,
    enquiry: enquirySettingsSchema,
    leads: leadsSettingsSchema,
    messages: messagesSettingsSchema,
    openingHours: openingHoursSettingsSchema,
    appointments: appointmentsSettingsSchema,
    inventory: inventorySettingsSchema,
    stock: stockSettingsSchema,
    reviews: reviewsSettingsSchema,
    search: searchSettingsSchema,
    images: imagesSettingsSchema,
    analytics: analyticsSettingsSchema,
    feed: feedSettingsSchema,
    ops: opsSettingsSchema,
    syndication: syndicationSettingsSchema,
    insights: insightsSettingsSchema,
  })
  .superRefine((config, context) => {
    // Prices are never converted, so an export in another currency than the dealer's is a mistake.
    const { currency } = config.feed;
    if (currency && currency !== config.pricing.currency)
      context.addIssue({
        code: "custom",
        path: ["feed", "currency"],
        message: `is ${currency} but pricing.currency is ${config.pricing.currency}: prices are never converted, so set pricing.currency to the currency the dealer trades in`,
      });
    // The law outranks the spec's "Opt-in default on": consent is the shopper's own tick.
    if (config.enquiry.optInDefault && !optInMayStartTicked(config.contact.country))
      context.addIssue({ code: "custom", path: ["enquiry", "optInDefault"], message: PRE_TICKED_OPT_IN_REFUSED });
  });

export type TenantConfig = z.output<typeof tenantSchema>;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
