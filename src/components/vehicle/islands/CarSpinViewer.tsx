import { type GalleryImageSettings, type GalleryPhoto, galleryImages } from "#lib/vehicle/gallery.ts";
import SpinViewer, { type SpinViewerProps } from "./SpinViewer.tsx";

export interface CarSpinViewerProps extends Omit<SpinViewerProps, "images"> {
  photos: GalleryPhoto[];
  imageSettings: GalleryImageSettings;
}

/** The car page's 360° viewer, its "Images" view made from the feed's photo addresses as CarGallery's is (small props). */
export default function CarSpinViewer({ photos, imageSettings, ...spin }: CarSpinViewerProps) {
  return <SpinViewer {...spin} images={galleryImages(photos, imageSettings, spin.title)} />;
}
