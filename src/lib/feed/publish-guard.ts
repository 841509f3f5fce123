/**
 * A build never replaces a live site with one that a bad export emptied. A dealer's
 * build fails (the last good site stays live) when too few of the export's rows became cars, or
 * when its cars fell too far from the last good build; an operator who means it builds with
 * `--accept-drop`.
 */
export const MIN_VALID_SHARE = 0.5;
export const MAX_DROP = 0.5;

export interface PublishGuardSettings {
  /** feed.minValidShare: the share of the export's rows that must become cars. */
  minValidShare: number;
  /** feed.maxDrop: the largest fall in cars from the last good build, as a share of it. */
  maxDrop: number;
}

export interface StockCounts {
  /** Rows (records) the stock feed had, skipped ones included. */
  rows: number;
  /** Rows that became cars. */
  valid: number;
  /** Cars in the last good build; undefined when there was none. */
  previous?: number;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Why this stock must not be published, or undefined when it may be. */
export function publishRefusal(counts: StockCounts, settings: PublishGuardSettings): string | undefined {
  const { rows, valid, previous } = counts;
  if (rows > 0 && valid / rows < settings.minValidShare)
    return `only ${valid} of ${rows} stock rows became cars (${percent(valid / rows)}, under feed.minValidShare ${percent(settings.minValidShare)})`;
  if (previous !== undefined && previous > 0 && valid < previous * (1 - settings.maxDrop))
    return `cars fell from ${previous} in the last good build to ${valid} (${percent(1 - valid / previous)} fewer, over feed.maxDrop ${percent(settings.maxDrop)})`;
  return undefined;
}

/** The whole message an operator reads: what, that the live site is kept, and the two ways on. */
export function publishRefusalMessage(slug: string, refusal: string): string {
  return `${slug}: not published: ${refusal}. The last good site stays live. Fix the export (npm run feed:check -- ${slug}), or publish it on purpose with --accept-drop.`;
}
