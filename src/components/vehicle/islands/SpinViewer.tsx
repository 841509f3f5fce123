import { useEffect, useRef, useState } from "react";
import Gallery from "./Gallery.tsx";
import type { GalleryImage } from "./Gallery.tsx";
import SpinFrames from "./SpinFrames.tsx";
import type { Hotspot } from "./SpinFrames.tsx";
import styles from "./SpinViewer.module.css";

export type { GalleryImage, Hotspot };

export interface SpinViewerProps {
  spinImages: string[];
  interiorImage?: string;
  /** The feed's spin provider code: kept for later, no third-party viewer is loaded. */
  spinCode?: string;
  hotspots: Hotspot[];
  title: string;
  /** The car's photos for the "Images" view; the gallery is shown first when there are any. */
  images?: GalleryImage[];
}

export type SpinMode = "spin" | "images" | "interior";
const MODE_LABELS: Record<SpinMode, string> = { spin: "Spin", images: "Images", interior: "Interior" };

/** The views this car has, in the spec's order (Spin / Images / Interior). */
export function availableModes({
  spinImages,
  images = [],
  interiorImage,
}: Pick<SpinViewerProps, "spinImages" | "images" | "interiorImage">): SpinMode[] {
  const modes: SpinMode[] = [];
  if (spinImages.length > 0) modes.push("spin");
  if (images.length > 0) modes.push("images");
  if (interiorImage) modes.push("interior");
  return modes;
}

/** Spec §2: the 360° spin viewer with Spin / Images / Interior views. */
export default function SpinViewer({ spinImages, interiorImage, hotspots, title, images = [] }: SpinViewerProps) {
  const modes = availableModes({ spinImages, images, interiorImage });
  // Photos first: the first photo is the page's largest paint and must match the static HTML.
  const [mode, setMode] = useState<SpinMode | undefined>(modes.includes("images") ? "images" : modes[0]);
  const [warm, setWarm] = useState(false);
  const preloaded = useRef<HTMLImageElement[]>([]);

  // The other frames are only fetched once the shopper shows interest in the spin.
  useEffect(() => {
    if (!warm || preloaded.current.length > 0) return;
    preloaded.current = spinImages.slice(1).map((src) => {
      const image = new Image();
      image.decoding = "async";
      image.src = src;
      return image;
    });
  }, [warm, spinImages]);

  if (!mode) return null;
  const choose = (next: SpinMode) => {
    setMode(next);
    if (next === "spin") setWarm(true);
  };

  return (
    <div className={styles.viewer}>
      {modes.length > 1 && (
        <div className={styles.modes} role="group" aria-label={`How to view ${title}`}>
          {modes.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.mode}
              aria-pressed={mode === option}
              onClick={() => choose(option)}
            >
              {MODE_LABELS[option]}
            </button>
          ))}
        </div>
      )}
      {mode === "images" && <Gallery images={images} title={title} />}
      {mode === "spin" && (
        <SpinFrames frames={spinImages} hotspots={hotspots} title={title} onInteract={() => setWarm(true)} />
      )}
      {mode === "interior" && interiorImage && (
        <div
          className={styles.interior}
          tabIndex={0}
          role="region"
          aria-label={`Interior of ${title}: scroll sideways to look around`}
        >
          <img src={interiorImage} alt={`Interior of ${title}`} decoding="async" />
        </div>
      )}
    </div>
  );
}
