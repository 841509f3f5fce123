/**
 * The keys of a built site's files, kept inside the site (a dotfile: never served or deployed), so
 * the record always describes the very files beside it. A rebuild reuses a file whose key is the
 * one recorded; every other page is rendered.
 */
export const PAGE_KEYS_FILE = ".page-keys.json";

const VERSION = 1;

export interface FileRecord {
  /** What the file shows, as a digest (src/data/page-cache-key.ts). */
  key: string;
  /** A page's policy script hashes, so a reused page need not be read again for `_headers`. */
  hashes?: string[];
}

export type PageKeys = Map<string, FileRecord>;

/** A record that is missing, of another version or unreadable is no record: everything is rendered. */
export function parsePageKeys(text: string | undefined): PageKeys {
  if (!text) return new Map();
  try {
    const parsed = JSON.parse(text) as { version?: unknown; files?: Record<string, FileRecord> };
    if (parsed.version !== VERSION || typeof parsed.files !== "object" || parsed.files === null) return new Map();
    return new Map(Object.entries(parsed.files).filter(([, record]) => typeof record?.key === "string"));
  } catch {
    return new Map();
  }
}

export function serializePageKeys(keys: PageKeys): string {
  return JSON.stringify({ version: VERSION, files: Object.fromEntries(keys) });
}

/**
 * The address of a route's path, as Astro makes it: each `[param]` or `[...rest]` segment of the
 * route replaced by its value, a rest parameter with no value dropping its segment
 * (`/search/[...path]` with no path is `/search`).
 */
export function pathnameOf(route: string, params: Readonly<Record<string, string | number | undefined>>): string {
  const segments = route
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
        const value = params[name];
        if (value === undefined || value === "") {
          if (rest) return "";
          throw new Error(`${route}: no value for the parameter ${name}`);
        }
        return String(value);
      }),
    )
    .filter(Boolean);
  return `/${segments.join("/")}`;
}

/** The file of a page at `pathname` in a site built with `build.format: "directory"`. */
export function pageFileOf(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/index.html` : "index.html";
}
