/**
 * Feed images go through the tenant's image CDN template (Netlify Image CDN by default) so that
 * browsers get a width that fits. `{url}` is the source, `{width}` the requested width. The source
 * is encoded where it is a query parameter's value (`?url={url}`) and left as it is where it is the
 * address itself (`{url}`, or a CDN that takes it as a path): an encoded address 404s.
 */
function imageUrl(template: string, source: string, width: number): string {
  const inQuery = template.indexOf("?") >= 0 && template.indexOf("?") < template.indexOf("{url}");
  return template
    .replaceAll("{url}", inQuery ? encodeURIComponent(source) : source)
    .replaceAll("{width}", String(width));
}

/** A template of `{url}` alone hot-links the dealer's photos: the pages load them from its hosts. */
export function hotlinksImages(template: string): boolean {
  return template.trim() === "{url}";
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
