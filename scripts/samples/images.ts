import { CARAVAN_DETAILS, CAR_DETAILS, detailSvg } from "./details.ts";
import { hashSeed } from "./random.ts";
import { vehicleDrawing, vehicleSvg } from "./silhouettes.ts";
import type { TenantDefinition } from "./tenant-types.ts";
import { COLOUR_FAMILIES, FAMILY_HEX, type ColourFamily, type Shape } from "./vehicles.ts";

/**
 * The tenant's SVG images (paths relative to its public folder) and the site-absolute URLs that
 * feed records use. One image per silhouette and colour family, plus shared detail shots.
 */
export interface ImageSet {
  files: Map<string, string>;
  primary(shape: Shape, family: ColourFamily): string;
  /** Detail shot URLs, for galleries after the primary image. */
  details: string[];
  makeLogo(make: string): string;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const initials = (name: string, max: number) =>
  name
    .split(/[\s&-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join("")
    .slice(0, max);

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function logoSvg(def: TenantDefinition): string {
  const width = 110 + def.name.length * 14;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 80" width="${width}" height="80">` +
    `<rect width="80" height="80" rx="14" fill="${def.primary}"/>` +
    `<text x="40" y="52" font-family="Arial,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${initials(def.name, 2)}</text>` +
    `<rect x="12" y="62" width="56" height="6" rx="3" fill="${def.accent}"/>` +
    `<text x="96" y="50" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="${def.primary}">${escapeXml(def.name)}</text></svg>\n`
  );
}

function heroSvg(def: TenantDefinition, shapes: Shape[], plateText: string): string {
  const scenery =
    def.itemType === "caravan"
      ? `<path d="M0,380 Q300,250 600,340 T1200,300 T1600,330 L1600,460 L0,460 Z" fill="#000" opacity="0.15"/>`
      : [60, 180, 260, 420, 520, 700, 860, 980, 1120, 1300, 1420]
          .map((x, index) => {
            const height = 120 + ((index * 73) % 160);
            return `<rect x="${x}" y="${460 - height}" width="${70 + (index % 3) * 20}" height="${height}" fill="#fff" opacity="0.12"/>`;
          })
          .join("");
  const colours = [FAMILY_HEX.white, FAMILY_HEX.red, FAMILY_HEX.silver];
  const vehicles = shapes
    .slice(0, 3)
    .map(
      (shape, index) =>
        `<g transform="translate(${80 + index * 500},${140}) scale(0.62)">${vehicleDrawing(shape, colours[index]!, plateText)}</g>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${def.primary}"/>` +
    `<stop offset="1" stop-color="${def.accent}"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#sky)"/>${scenery}<rect y="460" width="1600" height="140" fill="#2f3337"/>` +
    `<path d="M0,530 L1600,530" stroke="#f4f1d0" stroke-width="6" stroke-dasharray="60 40"/>${vehicles}</svg>\n`
  );
}

function makeLogoSvg(make: string): string {
  const hue = hashSeed(make) % 360;
  const mark = make.length <= 3 ? make.toUpperCase() : initials(make, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<circle cx="100" cy="82" r="62" fill="hsl(${hue},45%,35%)"/>` +
    `<text x="100" y="${mark.length > 2 ? 96 : 100}" font-family="Arial,sans-serif" font-size="${mark.length > 2 ? 36 : 48}" font-weight="700" text-anchor="middle" fill="#fff">${mark}</text>` +
    `<text x="100" y="182" font-family="Arial,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#2f3337">${escapeXml(make)}</text></svg>\n`
  );
}

export function buildImages(def: TenantDefinition, shapes: Shape[], makes: string[]): ImageSet {
  const files = new Map<string, string>();
  const plateText = `${def.state} ${initials(def.name, 4)}`;
  const caravans = def.itemType === "caravan";
  for (const shape of shapes) {
    for (const family of COLOUR_FAMILIES) {
      // Caravans are white with a coloured band; a white band would vanish, so use light grey.
      const colour = caravans && family === "white" ? "#c9ced4" : FAMILY_HEX[family];
      files.set(`images/cars/${shape}-${family}.svg`, vehicleSvg(shape, colour, plateText));
    }
  }
  const detailDrawings = caravans ? CARAVAN_DETAILS : CAR_DETAILS;
  const details = Object.entries(detailDrawings).map(([name, drawing]) => {
    files.set(`images/cars/${name}.svg`, detailSvg(name, drawing, def.accent));
    return `/images/cars/${name}.svg`;
  });
  for (const make of makes) files.set(`images/makes/${slugify(make)}.svg`, makeLogoSvg(make));
  files.set("images/logo.svg", logoSvg(def));
  files.set("images/hero.svg", heroSvg(def, shapes, plateText));
  return {
    files,
    details,
    primary: (shape, family) => `/images/cars/${shape}-${family}.svg`,
    makeLogo: (make) => `/images/makes/${slugify(make)}.svg`,
  };
}
