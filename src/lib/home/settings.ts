import { z } from "zod";
import { imageSrc } from "../media/image-url.ts";

/** The home page's hero banner (tenant.json `hero`). */
export const heroSettingsSchema = z
  .strictObject({
    heading: z.string().default("Find your next car").describe("Hero heading on the home page."),
    subheading: z.string().optional().describe("Line under the hero heading."),
    image: z.string().optional().describe("Hero background image."),
  })
  .prefault({})
  .describe("Home page hero banner.");

export type HeroSettings = z.output<typeof heroSettingsSchema>;

/**
 * The hero's background as the pages load it: through the image CDN at a hero's width (an
 * editor's uploaded photo is a full-size camera image); vector images as they are.
 */
export function heroImageSrc(config: { hero: HeroSettings; images: { cdnTemplate: string } }): string | undefined {
  return config.hero.image && imageSrc(config.images.cdnTemplate, config.hero.image, 1600);
}
