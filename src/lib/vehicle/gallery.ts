import { imageSrc, imageSrcset } from "../media/image-url.ts";

/** A car photo as the page passes it to the gallery island: the feed's address and its thumbnail's. */
export type GalleryPhoto = [url: string, thumb?: string];

/** A photo as the gallery shows it (the island's own type). */
export interface GalleryImage {
  src: string;
  srcset?: string;
  sizes?: string;
  thumb: string;
  alt: string;
  width: number;
  height: number;
}

export interface GalleryImageSettings {
  cdnTemplate: string;
  widths: readonly number[];
}

/** The main photo's slot: 60% of a wide screen, the whole width of a narrow one. */
export const GALLERY_SIZES = "(min-width: 900px) 60vw, 100vw";

/**
 * Each photo's CDN addresses, thumbnail and alt text, worked out where they are shown (at build
 * time and again in the browser) so the page carries only the feed's addresses, not every width's.
 */
export function galleryImages(
  photos: readonly GalleryPhoto[],
  settings: GalleryImageSettings,
  name: string,
): GalleryImage[] {
  const { cdnTemplate, widths } = settings;
  return photos.map(([url, thumb], index) => ({
    src: imageSrc(cdnTemplate, url, 960),
    srcset: imageSrcset(cdnTemplate, url, widths) || undefined,
    sizes: GALLERY_SIZES,
    thumb: imageSrc(cdnTemplate, thumb ?? url, 160),
    alt: `${name}, photo ${index + 1} of ${photos.length}`,
    width: 800,
    height: 600,
  }));
}
