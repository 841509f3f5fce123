import type { TenantDefinition } from "./tenant-types.ts";

/**
 * Markdown content of the standard pages (tenants/<slug>/content/<page>.md). The samples carry
 * their own About us and Warranty pages; the other standard pages use the built-in defaults.
 */
export function buildContentPages(def: TenantDefinition): Map<string, string> {
  const yards = def.locations.filter((location) => location.type === "sales");
  const brands = (def.config.brands as string[] | undefined) ?? [];
  const things = def.itemType === "caravan" ? "caravans" : "cars";
  const about = [
    "---",
    `title: About ${def.name}`,
    `description: ${def.name} has been helping ${def.state} drivers find the right ${def.itemType} for over twenty years.`,
    "---",
    "",
    `${def.name} is a family-owned dealer with ${yards.length === 1 ? `one yard in ${def.state}` : `${yards.length} yards across ${def.state}`}.`,
    brands.length > 0
      ? `We sell new ${brands.join(", ")} ${things}, alongside quality used and demo stock.`
      : `We sell quality used ${things}.`,
    "",
    "## What we stand for",
    "",
    "- Clear, honest pricing on every vehicle",
    "- Finance and trade-ins arranged on site",
    "- Servicing by factory-trained technicians",
    "",
    "## Our locations",
    "",
    ...def.locations.map(
      (location) => `- [${location.name}](/locations/${location.slug}), ${location.street}, ${location.suburb}`,
    ),
    "",
  ];
  const warranty = [
    "---",
    "title: Warranty",
    `description: Warranty cover on new and used ${things} from ${def.name}.`,
    "---",
    "",
    `Every new ${def.itemType} from ${def.name} comes with the manufacturer's full warranty, honoured at any of our service centres.`,
    "",
    "## Used vehicles",
    "",
    `Used ${things} under 10 years old and 160,000 km come with a statutory warranty of 3 months or 5,000 km, whichever comes first.`,
    "Extended warranty of up to 5 years is available: ask our team when you enquire.",
    "",
    "## Making a claim",
    "",
    "Call your nearest service centre with your vehicle's registration and a description of the fault.",
    "",
  ];
  return new Map([
    ["content/about-us.md", about.join("\n")],
    ["content/warranty.md", warranty.join("\n")],
  ]);
}
