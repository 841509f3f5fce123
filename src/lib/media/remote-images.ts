import { escapeRegExp } from "../format/regexp.ts";

/**
 * Photos a dealer keeps on its own or its stock tool's image host reach shoppers through the image
 * CDN (resized, converted), which fetches only from hosts it is told to allow. One dealer's allow
 * list is the origins its feed actually uses plus `images.remoteHosts`; Netlify reads it as
 * `images.remote_images` (regular expressions) from the build's output config, and the local
 * server's stand-in reads the same list.
 */

/** A dealer's allowed image hosts: the origins its feed uses, and those it named (which may be private). */
export interface ImageHosts {
  origins: string[];
  configured: string[];
}

/** Written by each dealer's build beside its pages (a dotfile: never published or served). */
export const IMAGE_HOSTS_FILE = ".image-hosts.json";

/** The origin of an absolute http(s) image URL, or undefined for a same-site path or anything else. */
export function remoteOrigin(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Every remote origin the cars' photos (and thumbnails) come from, sorted. */
export function feedImageOrigins(cars: readonly { images?: readonly { url: string; thumb?: { url?: string } }[] }[]) {
  const origins = new Set<string>();
  for (const car of cars) {
    for (const image of car.images ?? []) {
      for (const url of [image.url, image.thumb?.url]) {
        const origin = url ? remoteOrigin(url) : undefined;
        if (origin) origins.add(origin);
      }
    }
  }
  return [...origins].sort();
}

/** The dealer's allowed image origins: what its feed uses, and what it names itself. */
export function allowedImageOrigins(feedOrigins: readonly string[], configured: readonly string[]): string[] {
  const normalised = configured.flatMap((origin) => remoteOrigin(origin) ?? []);
  return [...new Set([...feedOrigins, ...normalised])].sort();
}

/** Netlify's `remote_images` entries: one anchored regular expression per origin. */
export function remoteImagePatterns(origins: readonly string[]): string[] {
  return origins.map((origin) => `^${escapeRegExp(origin)}/.*`);
}

/** Whether `url` is on one of the allowed origins (compared as origins, never as string prefixes). */
export function isAllowedImageUrl(url: string, origins: readonly string[]): boolean {
  const origin = remoteOrigin(url);
  return origin !== undefined && origins.includes(origin);
}
