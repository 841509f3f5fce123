import { useEffect, useRef, useState } from "react";
import type { KeyboardEvent, MouseEvent } from "react";
import type { GalleryImage } from "#lib/vehicle/gallery.ts";
import styles from "./Gallery.module.css";

export type { GalleryImage };

export interface GalleryProps {
  images: GalleryImage[];
  title: string;
}

/** Spec §9: thumbnails only when a car has more than 3 images. */
export const THUMBNAILS_ABOVE = 3;

export function photoLabel(index: number, count: number, alt: string): string {
  return `Photo ${index + 1} of ${count}${alt ? `: ${alt}` : ""}`;
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  );
}

/** "3 / 12" on screen, "Photo 3 of 12" for screen readers. */
function Counter({ className, index, count }: { className: string | undefined; index: number; count: number }) {
  return (
    <p className={className}>
      <span aria-hidden="true">{`${index + 1} / ${count}`}</span>
      <span className="visually-hidden" aria-live="polite">{`Photo ${index + 1} of ${count}`}</span>
    </p>
  );
}

/** Photos of one car: main image, previous/next, thumbnails and a full-screen viewer. */
export default function Gallery({ images, title }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const current = Math.min(index, count - 1);
  const image = images[current];
  if (!image) return null;

  const go = (step: number) => setIndex((value) => (((value + step) % count) + count) % count);
  // Runs for our close button, Escape and the native close event alike; safe to run twice.
  const close = () => {
    if (dialogRef.current?.open) dialogRef.current.close();
    setOpen(false);
    openerRef.current?.focus();
  };
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Home: () => setIndex(0),
      End: () => setIndex(count - 1),
      Escape: close,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  const onBackdrop = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) close();
  };
  const label = photoLabel(current, count, image.alt);
  const navButtons = () =>
    count > 1 && (
      <>
        <button
          type="button"
          className={`${styles.nav} ${styles.prev}`}
          onClick={() => go(-1)}
          aria-label="Previous photo"
        >
          <Arrow direction="left" />
        </button>
        <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(1)} aria-label="Next photo">
          <Arrow direction="right" />
        </button>
      </>
    );

  return (
    <div className={styles.gallery} role="group" aria-roledescription="gallery" aria-label={`Photos of ${title}`}>
      <div className={styles.stage}>
        <button
          ref={openerRef}
          type="button"
          className={styles.open}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          <span className="visually-hidden">Open full screen: </span>
          <img
            key={current}
            src={image.src}
            srcSet={image.srcset}
            sizes={image.sizes}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="eager"
            fetchPriority={current === 0 ? "high" : undefined}
            decoding={current === 0 ? undefined : "async"}
          />
        </button>
        {navButtons()}
        {count > 1 && <Counter className={styles.counter} index={current} count={count} />}
      </div>
      {count > THUMBNAILS_ABOVE && (
        <ul className={styles.thumbs} aria-label="All photos">
          {images.map((item, i) => (
            <li key={`${i}:${item.thumb}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
              >
                <img src={item.thumb} alt="" width={96} height={72} loading="lazy" decoding="async" />
                <span className="visually-hidden">{`Show ${photoLabel(i, count, item.alt)}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={label}
        onKeyDown={onDialogKey}
        onClose={close}
        onClick={onBackdrop}
      >
        {open && (
          <>
            <div className={styles.bar}>
              <Counter className={styles.modalCounter} index={current} count={count} />
              <button type="button" className={styles.close} onClick={close} aria-label="Close full-screen photos">
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
                </svg>
              </button>
            </div>
            <div className={styles.figure} onClick={onBackdrop}>
              <img
                key={current}
                className={styles.full}
                src={image.src}
                srcSet={image.srcset}
                sizes="100vw"
                alt={image.alt}
                width={image.width}
                height={image.height}
                decoding="async"
              />
              {navButtons()}
            </div>
          </>
        )}
      </dialog>
    </div>
  );
}
