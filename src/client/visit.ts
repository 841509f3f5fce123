import type { Visit } from "#lib/insights/visit-source.ts";

/**
 * Where this tab's visit began: its first page (with only its campaign tags and click ids) and the
 * origin of the site that sent it. Kept in sessionStorage for the session, no cookie and no
 * identifier, and sent with a car-page view and every write to /api/* so a lead, booking or deposit
 * records its source; the server classifies it (src/lib/insights/visit-source.ts).
 */
const KEY = "forecourt:visit";
const TRACKING = /^(utm_(source|medium|campaign|term|content)|gclid|gbraid|wbraid|fbclid)$/;

export function currentVisit(): Visit {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept) return JSON.parse(kept) as Visit;
  } catch {
    // Storage refused or a bad value: this page is the landing page.
  }
  const visit = landingVisit();
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Without storage each page says only itself.
  }
  return visit;
}

function landingVisit(): Visit {
  const url = new URL(location.href);
  const tags = new URLSearchParams([...url.searchParams].filter(([key]) => TRACKING.test(key))).toString();
  let referrer: string | undefined;
  try {
    referrer = document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    referrer = undefined;
  }
  return {
    landing: url.pathname + (tags ? `?${tags}` : ""),
    ...(referrer && referrer !== location.origin ? { referrer } : {}),
  };
}

/** The visit as the API client's header (functions/_shared/platform/http/visit.ts reads it). */
export const visitHeader = (): Record<string, string> => ({
  "Forecourt-Visit": encodeURIComponent(JSON.stringify(currentVisit())),
});
