import { type GalleryImageSettings, type GalleryPhoto, galleryImages } from "#lib/vehicle/gallery.ts";
import Gallery from "./Gallery.tsx";

export interface CarGalleryProps {
  photos: GalleryPhoto[];
  images: GalleryImageSettings;
  title: string;
}

/** The car page's gallery from the feed's photo addresses: the island's props stay small however many widths the CDN serves. */
export default function CarGallery({ photos, images, title }: CarGalleryProps) {
  return <Gallery images={galleryImages(photos, images, title)} title={title} />;
}
