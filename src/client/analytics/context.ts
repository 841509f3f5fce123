import type { PageAnalytics } from "#lib/analytics/asc.ts";
import type { DealerTags } from "#lib/analytics/tags.ts";

/** What the page says to the analytics chunks (BaseLayout's `#forecourt-analytics` JSON). */
export interface AnalyticsContext extends PageAnalytics {
  tags: DealerTags;
}

/** Google's `gtag`: pushes its arguments object to the data layer. */
export type Gtag = (...args: unknown[]) => void;
