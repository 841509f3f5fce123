import { useEffect, useRef, useState } from "react";
import styles from "./VideoFacade.module.css";
import { isWebUrl, parseVideoEmbed } from "./video-embed.ts";
import type { VideoEmbed } from "./video-embed.ts";

export interface VideoFacadeProps {
  /** A video file, or a YouTube/Vimeo link (feeds put either here). */
  videoUrl?: string;
  /** A YouTube or Vimeo link. */
  externalVideoUrl?: string;
  poster?: string;
  title: string;
}

type Source = { kind: "file"; src: string } | { kind: "embed"; embed: VideoEmbed } | { kind: "link"; href: string };

export function videoSource(videoUrl?: string, externalVideoUrl?: string): Source | undefined {
  const embed = parseVideoEmbed(videoUrl) ?? parseVideoEmbed(externalVideoUrl);
  if (embed) return { kind: "embed", embed };
  if (isWebUrl(videoUrl)) return { kind: "file", src: videoUrl };
  return isWebUrl(externalVideoUrl) ? { kind: "link", href: externalVideoUrl } : undefined;
}

/**
 * A poster with a play button; the player, and anything from YouTube or Vimeo, loads only after
 * the shopper asks for it, so the page stays fast and sets no third-party cookies.
 */
export default function VideoFacade({ videoUrl, externalVideoUrl, poster, title }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLVideoElement & HTMLIFrameElement>(null);
  const source = videoSource(videoUrl, externalVideoUrl);

  // The play button disappears on click; focus follows to the player instead of falling to the page.
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  if (!source) return null;
  if (source.kind === "link") {
    return (
      <a className="button button--ghost" href={source.href} target="_blank" rel="noopener noreferrer">
        {`Watch the video of ${title}`}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }

  return (
    <div className={styles.frame}>
      {!playing ? (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
        >
          {poster && <img src={poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />}
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            Play video
          </span>
        </button>
      ) : source.kind === "file" ? (
        <video
          ref={playerRef}
          className={styles.player}
          src={source.src}
          poster={poster}
          controls
          autoPlay
          playsInline
          aria-label={`Video: ${title}`}
        />
      ) : (
        <iframe
          ref={playerRef}
          className={styles.player}
          src={source.embed.embedUrl}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
