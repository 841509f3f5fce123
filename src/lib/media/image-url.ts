/**
 * Feed images go through the tenant's image CDN template (Netlify Image CDN by default) so that
 * browsers get a width that fits. `{url}` is the source, `{width}` the requested width.
 */
function imageUrl(template: string, source: string, width: number): string {
  return template.replaceAll("{url}", encodeURIComponent(source)).replaceAll("{width}", String(width));
}

/** Vector images scale on their own; sending them through a resizer gains nothing. */
function isVector(source: string): boolean {
  return /\.svg(\?|#|$)/i.test(source);
}

export function imageSrc(template: string, source: string, width: number): string {
  return isVector(source) ? source : imageUrl(template, source, width);
}

/** A `srcset` over the tenant's widths; empty for vector images, which need none. */
export function imageSrcset(template: string, source: string, widths: readonly number[]): string {
  if (isVector(source) || !template.includes("{width}")) return "";
  return widths.map((width) => `${imageUrl(template, source, width)} ${width}w`).join(", ");
}
