import { z } from "zod";

/** The dealer's overrides of the template's theme tokens (tenant.json `theme`). */

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #0a3d62");

export const themeSettingsSchema = z
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
  .describe("Overrides of the template's theme tokens.");

export type ThemeSettings = z.output<typeof themeSettingsSchema>;
