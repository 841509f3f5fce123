import { imageSrc } from "../media/image-url.ts";

/**
 * An image in an email must be a PNG or JPEG: Gmail and Outlook show no SVG, and no WebP
 * or AVIF either, which the image CDN otherwise picks by the Accept header. Through the Netlify
 * Image CDN (the default template) the format is asked for, whatever the source: `fm=jpg` for a
 * photo, `fm=png` for a logo (which keeps its transparency). Through any other template a raster
 * source goes as the template makes it, and a vector one is left out: no image rather than a
 * broken one.
 */
export type EmailImageKind = "photo" | "logo";

const NETLIFY_CDN = /^(https?:\/\/[^/?#]+)?\/\.netlify\/images\?/i;
const VECTOR = /\.svg(\?|#|$)/i;

export function emailImageUrl(
  template: string,
  source: string,
  width: number,
  kind: EmailImageKind,
): string | undefined {
  if (!NETLIFY_CDN.test(template)) return VECTOR.test(source) ? undefined : imageSrc(template, source, width);
  const filled = template.replaceAll("{url}", encodeURIComponent(source)).replaceAll("{width}", String(width));
  const at = filled.indexOf("?");
  const params = new URLSearchParams(filled.slice(at + 1));
  if (!params.has("w")) params.set("w", String(width));
  params.set("fm", kind === "photo" ? "jpg" : "png");
  return `${filled.slice(0, at)}?${params}`;
}

/** Of a car's photos, the one an email shows: its first raster photo (the car's own JPEG), else its first. */
export function emailPhotoSource(
  images: readonly { url: string; isVideo?: boolean }[],
  primary?: string,
): string | undefined {
  const photos = [...(primary ? [primary] : []), ...images.filter((image) => !image.isVideo).map((image) => image.url)];
  return photos.find((url) => !VECTOR.test(url)) ?? photos[0];
}
