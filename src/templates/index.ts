import type { TemplateName, TenantConfig } from "#lib/tenant/schema.ts";
import { readableTextOn } from "#lib/theme/contrast.ts";
import { brandTemplate } from "./brand.ts";
import { metroTemplate } from "./metro.ts";
import type { TemplateDefinition } from "./types.ts";

/** Every template a tenant can name in tenant.json `template` (see docs/templates.md to add one). */
export const TEMPLATES: Record<TemplateName, TemplateDefinition> = {
  metro: metroTemplate,
  brand: brandTemplate,
};

/** The template's tokens with the dealer's own colours on top, as a `:root { ... }` rule. */
export function themeCss(config: Pick<TenantConfig, "template" | "theme">): string {
  const tokens: Record<string, string> = { ...TEMPLATES[config.template].tokens };
  // A dealer colour brings its own readable text colour, so overrides cannot break contrast.
  if (config.theme.primary) {
    tokens["--colour-primary"] = config.theme.primary;
    tokens["--colour-primary-contrast"] = readableTextOn(config.theme.primary);
  }
  if (config.theme.accent) {
    tokens["--colour-accent"] = config.theme.accent;
    tokens["--colour-accent-contrast"] = readableTextOn(config.theme.accent);
  }
  return `:root{${Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;
}

export type { TemplateDefinition };
