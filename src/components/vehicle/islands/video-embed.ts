/** Turning a shared YouTube or Vimeo link into a privacy-friendly embed URL; pure, no DOM. */

export interface VideoEmbed {
  provider: "youtube" | "vimeo";
  id: string;
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);
const YOUTUBE_PATHS = new Set(["embed", "shorts", "live", "v", "e"]);

function toUrl(link: string): URL | undefined {
  const text = link.trim();
  if (!text) return undefined;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, "")}`);
  } catch {
    return undefined;
  }
}

function youtubeId(url: URL, host: string): string | undefined {
  const [first, second] = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return first;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (first === "watch") return url.searchParams.get("v") ?? undefined;
  return first && YOUTUBE_PATHS.has(first) ? second : undefined;
}

function vimeo(url: URL, host: string): { id: string; hash?: string } | undefined {
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "player.vimeo.com") {
    const id = parts[0] === "video" ? parts[1] : undefined;
    return id && /^\d+$/.test(id) ? { id, hash: url.searchParams.get("h") ?? undefined } : undefined;
  }
  if (host !== "vimeo.com") return undefined;
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index < 0) return undefined;
  const hash = parts[index + 1];
  return { id: parts[index]!, hash: hash && /^[0-9a-f]+$/i.test(hash) ? hash : undefined };
}

/** The embed for a YouTube or Vimeo link in any of its common forms, or undefined for anything else. */
export function parseVideoEmbed(link: string | undefined): VideoEmbed | undefined {
  const url = link ? toUrl(link) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) return undefined;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const id = youtubeId(url, host);
  if (id !== undefined) {
    return YOUTUBE_ID.test(id)
      ? { provider: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` }
      : undefined;
  }
  const found = vimeo(url, host);
  if (!found) return undefined;
  const query = found.hash ? `h=${encodeURIComponent(found.hash)}&autoplay=1` : "autoplay=1";
  return { provider: "vimeo", id: found.id, embedUrl: `https://player.vimeo.com/video/${found.id}?${query}` };
}

/** Only web links may become a video source or a link; never `javascript:` or `data:`. */
export function isWebUrl(link: string | undefined): link is string {
  if (!link) return false;
  if (link.startsWith("/") && !link.startsWith("//")) return true;
  try {
    return /^https?:$/.test(new URL(link).protocol);
  } catch {
    return false;
  }
}
