import { z } from "zod";

/** The dealer's measurement tags and consent banner wording (tenant.json `analytics`). */
export const analyticsSettingsSchema = z
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
      .describe("Meta pixel id; its events carry the catalog feed's vehicle_id."),
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
    "The dealer's measurement tags: Tag Manager, GA4 and Meta's pixel, loaded only after the shopper accepts; nothing is loaded, and no banner shown, when no id is set.",
  );

export type AnalyticsSettings = z.output<typeof analyticsSettingsSchema>;
