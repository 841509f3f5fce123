import { z } from "zod";
import { isSafeLink, UNSAFE_LINK_MESSAGE } from "../links/safe-link.ts";
import { featuresSchema } from "./features.ts";
import { financeSettingsSchema } from "./finance-settings.ts";
import { leadsSettingsSchema } from "./leads-settings.ts";
import { opsSettingsSchema } from "./ops-settings.ts";
import { searchSettingsSchema } from "./search-settings.ts";
import { syndicationSettingsSchema } from "../syndication/settings.ts";
import { COMMENTS_TRUNCATE_AT, REVIEW_TRUNCATE_AT } from "../format/truncate.ts";
import { SOLD_WITHIN_DAYS } from "../inventory/availability.ts";
import {
  SIMILAR_CARS_MAX,
  SIMILAR_NARROW_WINDOW,
  SIMILAR_PRICE_THRESHOLD,
  SIMILAR_WIDE_WINDOW,
} from "../inventory/similar-cars.ts";
import { JUST_ARRIVED_DAYS } from "../inventory/tags.ts";
import { DEFAULT_CURRENCY, isCurrencyCode } from "../format/currency.ts";
import { NO_PRICE_TEXT, PREORDER_TEXT } from "../pricing/price-display.ts";
import { MINIMUM_REVIEW_RATING, REVIEW_ROTATION_MS, REVIEW_SLIDER_ABOVE } from "../reviews/select-reviews.ts";
import { FEATURES_VISIBLE, KEY_INFORMATION_VISIBLE } from "../vehicle/key-information.ts";
import { STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX } from "../vehicle/sticky.ts";
import { TENANT_SLUG } from "./slug.ts";
import { requireStockMapping, stockFeedSettingsSchema } from "../feed/formats/mapping-schema.ts";
import { MAX_DROP, MIN_VALID_SHARE } from "../feed/publish-guard.ts";

/**
 * `tenants/<slug>/tenant.json`: everything that differs between dealer sites. Every field has a
 * description (they feed the JSON Schema editors complete from) and, where the spec gives one,
 * the spec's value as its default. Objects are strict so that a misspelt setting is an error
 * rather than silently ignored.
 */

const TEMPLATE_NAMES = ["metro", "brand"] as const;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #0a3d62");

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
    contact: z
      .strictObject({
        phone: z.string().min(8).describe("Main phone number."),
        email: z.email().describe("Main enquiry email."),
        street: z.string().describe("Street address of the main location."),
        suburb: z.string().describe("Suburb."),
        state: z.enum(["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"]).describe("State or territory."),
        postcode: z
          .string()
          .regex(/^\d{4}$/, "must be a 4-digit postcode")
          .describe("Postcode."),
      })
      .describe("Identity and contact details of the dealer."),
    brands: z.array(z.string().min(1)).default([]).describe("Franchised brands the dealer sells new, in menu order."),
    itemLabel: z
      .strictObject({
        singular: z.string().default("car").describe("What the dealer sells, singular: 'car', 'caravan'."),
        plural: z.string().default("cars").describe("Plural: 'cars', 'caravans'."),
      })
      .prefault({})
      .describe("Wording for the stock ('No {car}s found for this budget')."),
    theme: z
      .strictObject({
        primary: colour.optional().describe("Brand colour; overrides the template's --colour-primary."),
        accent: colour.optional().describe("Accent colour; overrides the template's --colour-accent."),
        logo: z
          .string()
          .optional()
          .describe(
            "Logo with the dealer's name in it, for a light background: a path under the tenant's public folder or an absolute URL. The name is shown as text when omitted.",
          ),
      })
      .prefault({})
      .describe("Overrides of the template's theme tokens."),
    primaryLocationId: z
      .string()
      .optional()
      .describe("Location id of the main yard; cars elsewhere get the 'Located at {city}' bar."),
    hero: z
      .strictObject({
        heading: z.string().default("Find your next car").describe("Hero heading on the home page."),
        subheading: z.string().optional().describe("Line under the hero heading."),
        image: z.string().optional().describe("Hero background image."),
      })
      .prefault({})
      .describe("Home page hero banner."),
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
    pricing: z
      .strictObject({
        noPriceText: z
          .string()
          .min(1)
          .default(NO_PRICE_TEXT)
          .describe("Shown instead of a price when a car has none above $10 and is not a pre-order."),
        preorderText: z.string().min(1).default(PREORDER_TEXT).describe("Shown for pre-order cars without a price."),
        currency: z
          .string()
          .refine(isCurrencyCode, "must be an ISO 4217 currency code such as AUD or NZD")
          .default(DEFAULT_CURRENCY)
          .describe(
            "The dealer's currency (ISO 4217: AUD, NZD…). Every page, channel feed, JSON-LD offer, lead and deposit is in it, and a stock export is read in it unless feed.currency says otherwise.",
          ),
      })
      .prefault({})
      .describe("Price wording and currency."),
    vehiclePage: z
      .strictObject({
        tabs: z
          .array(
            z.enum([
              "dealer-comments",
              "whats-included",
              "why-buy-from-us",
              "reserve-online",
              "protect-your-car",
              "features",
            ]),
          )
          .default(["dealer-comments", "whats-included", "why-buy-from-us", "reserve-online", "features"])
          .describe("Tabs on the vehicle page, in order. 'reserve-online' shows only when reserve online is on."),
        whatsIncluded: z
          .array(z.string().min(1))
          .default([
            "Independent vehicle history check",
            "Roadworthy or safety certificate where required",
            "Full detail before delivery",
            "A full tank of fuel",
          ])
          .describe("Points of the What's Included tab."),
        whyBuyFromUs: z
          .array(z.string().min(1))
          .default([
            "Family owned and locally operated",
            "Finance and trade-ins arranged on site",
            "7-day, 500 km change-of-mind promise on used cars",
            "Servicing by factory-trained technicians",
          ])
          .describe("Points of the Why Buy From Us? tab."),
        protectYourCar: z
          .string()
          .default(
            "Keep your car looking new with paint and interior protection, tinting and extended warranty. Ask us for a quote when you enquire.",
          )
          .describe("Text of the Protect Your Car tab."),
        keyInformationVisible: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(KEY_INFORMATION_VISIBLE)
          .describe("Key information items shown before 'Show more' (spec: 4)."),
        featuresVisible: z
          .number()
          .int()
          .min(1)
          .max(50)
          .default(FEATURES_VISIBLE)
          .describe("Features shown before 'Show All' (spec: 8)."),
        actions: z
          .array(z.enum(["enquire", "test-drive", "reserve", "finance", "trade-in"]))
          .default(["enquire", "test-drive", "reserve", "finance", "trade-in"])
          .describe(
            "Action buttons in the sidebar, in order; 'reserve' needs reserve online, 'trade-in' needs trade-in on.",
          ),
        stickyHeaderAfterPx: z
          .number()
          .int()
          .min(0)
          .default(STICKY_HEADER_AFTER_PX)
          .describe("Scroll distance after which the sticky header shows (spec: 500)."),
        stickyBarAfterPx: z
          .number()
          .int()
          .min(0)
          .default(STICKY_BAR_AFTER_PX)
          .describe("Scroll distance after which the small-screen sticky bar shows (spec: 900)."),
      })
      .prefault({})
      .describe("Vehicle detail page."),
    features: featuresSchema,
    finance: financeSettingsSchema,
    enquiry: z
      .strictObject({
        commentsRequired: z
          .boolean()
          .default(true)
          .describe("Comments are required on enquiry forms unless switched off."),
        optInDefault: z.boolean().default(true).describe("Marketing opt-in starts ticked (spec §5)."),
        termsMessage: z
          .string()
          .optional()
          .describe("Terms text shown under enquiry forms on some sites; when set, shoppers must accept it."),
        categories: z
          .array(z.string().min(1).max(100))
          .min(1)
          .default(["Sales", "Service", "Parts", "Finance", "General"])
          .describe("Categories offered on the general and contact enquiry forms (spec §5: category required)."),
        locationField: z
          .enum(["auto", "show", "hide"])
          .default("auto")
          .describe(
            "Location picker on enquiry forms: 'auto' shows it when the dealer has more than one sales location; a shown location is required (spec §5).",
          ),
        multiStep: z
          .boolean()
          .default(true)
          .describe(
            "Forms that ask for more than contact details (trade-in, sell my car, service, test drive, fleet, parts, careers) ask for those first and the shopper's details in a second step (spec §4).",
          ),
      })
      .prefault({})
      .describe("Enquiry form options."),
    leads: leadsSettingsSchema,
    openingHours: z
      .strictObject({
        closedText: z
          .enum(["Closed", "By appointment only", "Enquire Now"])
          .default("Closed")
          .describe("What a closed day shows: 'Closed', 'By appointment only', or an 'Enquire Now' link."),
      })
      .prefault({})
      .describe("Opening hours display."),
    inventory: z
      .strictObject({
        justArrivedDays: z
          .number()
          .int()
          .min(0)
          .max(90)
          .default(JUST_ARRIVED_DAYS)
          .describe("A car created within this many days is tagged just arrived (spec §9: 8)."),
        soldWithinDays: z
          .number()
          .int()
          .min(0)
          .max(90)
          .default(SOLD_WITHIN_DAYS)
          .describe("Sold cars stay in search for this many days (spec §4: 3)."),
        commentsTruncateAt: z
          .number()
          .int()
          .min(50)
          .default(COMMENTS_TRUNCATE_AT)
          .describe("Dealer comments shown before 'Read more' (spec §9: 400)."),
        similarCars: z
          .strictObject({
            max: z
              .number()
              .int()
              .min(0)
              .max(24)
              .default(SIMILAR_CARS_MAX)
              .describe("Most similar cars shown (spec §9: 6)."),
            priceThreshold: z
              .number()
              .min(0)
              .default(SIMILAR_PRICE_THRESHOLD)
              .describe("Price below which the narrow window applies."),
            narrowWindow: z
              .number()
              .min(0)
              .default(SIMILAR_NARROW_WINDOW)
              .describe("± price window under the threshold."),
            wideWindow: z
              .number()
              .min(0)
              .default(SIMILAR_WIDE_WINDOW)
              .describe("± price window at or above the threshold."),
          })
          .prefault({})
          .describe("Similar cars window (spec §9)."),
      })
      .prefault({})
      .describe("Stock rules."),
    reviews: z
      .strictObject({
        source: z
          .enum(["feed", "snap21"])
          .default("feed")
          .describe("Where reviews come from: the feed, or Snap21 through /api/reviews/snap21."),
        snap21OrgId: z.string().optional().describe("Snap21 organisation id when the source is snap21."),
        minimumRating: z
          .number()
          .int()
          .min(1)
          .max(5)
          .default(MINIMUM_REVIEW_RATING)
          .describe("Reviews below this rating are not shown (spec §9: 4)."),
        sliderAbove: z
          .number()
          .int()
          .min(1)
          .default(REVIEW_SLIDER_ABOVE)
          .describe("Reviews become a slider when there are more than this many (spec §9: 3)."),
        rotationMs: z
          .number()
          .int()
          .min(1000)
          .default(REVIEW_ROTATION_MS)
          .describe("Slider rotation interval in ms (spec §9: 3000)."),
        truncateAt: z
          .number()
          .int()
          .min(20)
          .default(REVIEW_TRUNCATE_AT)
          .describe("Review text shown before 'Read more' (spec §9: 160)."),
      })
      .prefault({})
      .describe("Customer reviews."),
    search: searchSettingsSchema,
    images: z
      .strictObject({
        cdnTemplate: z
          .string()
          .refine((t) => t.includes("{url}"), "must contain {url}")
          .default("/.netlify/images?url={url}&w={width}&q=75")
          .describe(
            "Image CDN URL template with {url} and optionally {width}; '{url}' alone serves images as they are.",
          ),
        widths: z
          .array(z.number().int().positive())
          .min(1)
          .default([360, 640, 960, 1280])
          .describe("Widths offered in srcset."),
        remoteHosts: z
          .array(
            z
              .string()
              .regex(/^https?:\/\/[^/?#\s]+$/i, "must be an origin such as https://images.dealer.com.au (no path)"),
          )
          .default([])
          .describe(
            "Image hosts (origins) the image CDN may fetch this dealer's photos from, besides those its feed's image URLs already use (which are allowed by the build). The build writes them to Netlify's images.remote_images; the local server allows exactly these. An origin named here may be on a private network (a test's image host); one taken from the feed may not.",
          ),
        placeholder: z
          .string()
          .regex(/^\/[^\s]*$/, "must be a path on the site, such as /images/no-photo.svg")
          .default("/images/no-photo.svg")
          .describe("Shown in a photo's place when it cannot be fetched from the dealer's image host."),
      })
      .prefault({})
      .describe("Responsive images."),
    analytics: z
      .strictObject({
        ga4MeasurementId: z
          .string()
          .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
          .optional()
          .describe("Google Analytics 4 measurement id."),
        gtmContainerId: z
          .string()
          .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXX")
          .optional()
          .describe("Google Tag Manager container id."),
        facebookPixelId: z
          .string()
          .regex(/^\d{10,20}$/, "must be the pixel's number, such as 1234567890123456")
          .optional()
          .describe("Meta pixel id; its events carry the catalog feed's vehicle_id (issue 27)."),
        googleSignals: z
          .boolean()
          .default(false)
          .describe(
            "Set true when the GA4 property has Google Signals on: the content security policy then also allows Signals' hosts (DoubleClick, google.com and google.com.au, its iframe). Needs ga4MeasurementId or gtmContainerId.",
          ),
        consent: z
          .strictObject({
            message: z
              .string()
              .min(1)
              .max(400)
              .default(
                "We'd like to use cookies to measure how our site is used and to show you relevant ads on Google and Facebook. Nothing is shared until you choose.",
              )
              .describe("The consent banner's text."),
            acceptLabel: z.string().min(1).max(40).default("Accept").describe("The button that allows the tags."),
            declineLabel: z.string().min(1).max(40).default("Decline").describe("The button that refuses them."),
            settingsLabel: z
              .string()
              .min(1)
              .max(40)
              .default("Cookie settings")
              .describe("The footer button that asks again."),
            policyHref: z
              .string()
              .regex(/^(\/|https:\/\/)/, "must be a path on the site or an https address")
              .optional()
              .describe("Where the banner's 'privacy policy' link goes; no link when omitted."),
          })
          .prefault({})
          .describe("The consent banner's wording (shown only to a dealer with a tag id set)."),
      })
      .superRefine((analytics, context) => {
        if (analytics.googleSignals && !analytics.ga4MeasurementId && !analytics.gtmContainerId)
          context.addIssue({
            code: "custom",
            message: "needs ga4MeasurementId or gtmContainerId: Signals is part of a Google tag",
            path: ["googleSignals"],
          });
      })
      .prefault({})
      .describe(
        "The dealer's measurement tags (issue 27): Tag Manager, GA4 and Meta's pixel, loaded only after the shopper accepts; nothing is loaded, and no banner shown, when no id is set.",
      ),
    feed: z
      .strictObject({
        url: z
          .url()
          .optional()
          .describe(
            "Base URL of a remote feed (<url>/cars.json, ...); the local tenants/<slug>/feed folder when omitted.",
          ),
        timeoutMs: z
          .number()
          .int()
          .min(1000)
          .max(120_000)
          .default(15_000)
          .describe("Timeout of each remote feed request."),
        retries: z.number().int().min(0).max(10).default(3).describe("Retries of a failed remote feed request."),
        asOf: z.iso
          .datetime({ offset: true })
          .optional()
          .describe(
            "When the feed was taken, for snapshot feeds (samples, tests): 'just arrived' and 'sold within' count from it instead of the build time. Leave unset for live dealer feeds.",
          ),
        minValidShare: z
          .number()
          .min(0)
          .max(1)
          .default(MIN_VALID_SHARE)
          .describe(
            "Publish guard: the share of the stock feed's rows that must become cars for the build to publish (0.5 = half). Below it the dealer's build fails and the last good site stays live; `--accept-drop` publishes anyway.",
          ),
        maxDrop: z
          .number()
          .min(0)
          .max(1)
          .default(MAX_DROP)
          .describe(
            "Publish guard: the largest fall in cars from the last good build, as a share of it (0.5 = half). A bigger fall fails the dealer's build and keeps the last good site; `--accept-drop` publishes anyway.",
          ),
        ...stockFeedSettingsSchema,
      })
      .superRefine(requireStockMapping)
      .prefault({})
      .describe("Where the stock and content feeds come from, and how the dealer's stock export is read."),
    ops: opsSettingsSchema,
    syndication: syndicationSettingsSchema,
  })
  .superRefine((config, context) => {
    // Issue 36: prices are never converted, so an export in another currency than the dealer's is a mistake.
    const { currency } = config.feed;
    if (currency && currency !== config.pricing.currency)
      context.addIssue({
        code: "custom",
        path: ["feed", "currency"],
        message: `is ${currency} but pricing.currency is ${config.pricing.currency}: prices are never converted, so set pricing.currency to the currency the dealer trades in`,
      });
  });

export type TenantConfig = z.output<typeof tenantSchema>;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
