import { formatNumber } from "../format/number.ts";
import { IMAGE_MAX_PIXELS } from "../media/image-cdn-limits.ts";

/**
 * What an editor's photo upload must be — a JPEG, PNG or WebP (told by its first bytes,
 * not its name) of at most UPLOAD_MAX_BYTES. The console shrinks a bigger photo before sending it.
 */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** Whether the image CDN can resize a photo this size: a few kilobytes of PNG can be 9,000 × 9,000 pixels. */
export const fitsImageCdn = (width: number, height: number, maxPixels = IMAGE_MAX_PIXELS): boolean =>
  width * height <= maxPixels;

/** What an editor is told of a photo with more pixels than the image CDN takes (its size when known). */
export function tooManyPixelsMessage(size?: { width: number; height: number }, maxPixels = IMAGE_MAX_PIXELS): string {
  const what = size
    ? `This photo is ${formatNumber(size.width)} × ${formatNumber(size.height)} pixels`
    : "This photo has too many pixels";
  return `${what}; photos can be at most ${formatNumber(maxPixels / 1_000_000, 1)} megapixels. Save it smaller and upload again.`;
}

export type ImageKind = "jpg" | "png" | "webp";

export const IMAGE_TYPES: Record<ImageKind, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** The kind of image the bytes are, from their signature; undefined for anything else. */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

/** An upload's name: its content hash and kind. */
export const UPLOADED_IMAGE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** Where an upload is served (functions/content-images.ts); pages ask the image CDN for it. */
export const UPLOADED_IMAGE_PREFIX = "/api/content/images/";

/** The upload's name when `path` is where one is served, else undefined. */
export function uploadedImageName(path: string): string | undefined {
  if (!path.startsWith(UPLOADED_IMAGE_PREFIX)) return undefined;
  const name = path.slice(UPLOADED_IMAGE_PREFIX.length);
  return UPLOADED_IMAGE_NAME.test(name) ? name : undefined;
}
