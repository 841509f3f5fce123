import { z } from "zod";

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
