import { z } from "zod";

/** How a dealer's photos are served (tenant.json `images`): the image CDN, srcset widths, allowed hosts, placeholder. */
export const imagesSettingsSchema = z
  .strictObject({
    cdnTemplate: z
      .string()
      .refine((t) => t.includes("{url}"), "must contain {url}")
      .default("/.netlify/images?url={url}&w={width}&q=75")
      .describe("Image CDN URL template with {url} and optionally {width}; '{url}' alone serves images as they are."),
    widths: z
      .array(z.number().int().positive())
      .min(1)
      .default([360, 640, 960, 1280])
      .describe("Widths offered in srcset."),
    remoteHosts: z
      .array(
        z.string().regex(/^https?:\/\/[^/?#\s]+$/i, "must be an origin such as https://images.dealer.com.au (no path)"),
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
  .describe("Responsive images.");

export type ImagesSettings = z.output<typeof imagesSettingsSchema>;
