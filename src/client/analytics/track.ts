import { sendEvent } from "./send-event.ts";
import type { AnalyticsEventId } from "#lib/analytics/events.ts";
import { TRACKED_EVENT, TRACKED_QUEUE, type TrackedEvent } from "#lib/analytics/tracked.ts";

/**
 * The one way the browser reports what a shopper did. A §7 event goes to our own
 * /api/events (unless a function records it, as the lead and the delivery quote do), and every
 * event is handed to the dealer's tags: queued on `window.forecourtEvents` and announced, so the
 * analytics chunk — loaded only for a dealer with tags — maps it to the ASC events and the pixel.
 * Small on purpose: islands import this, not the mapping.
 */
export function track(event: TrackedEvent, options: { recordedByServer?: boolean } = {}): void {
  if (event.kind === "event" && !options.recordedByServer)
    sendEvent({ id: event.id, payload: event.payload, page_url: location.href });
  handToTags(event);
}

/** A §7 event by id. */
export const trackEvent = (id: AnalyticsEventId, payload: Record<string, unknown>, recordedByServer = false): void =>
  track({ kind: "event", id, payload }, { recordedByServer });

/**
 * A §7 event that happens once per thing, named by `key` (a checkout journey's start, by the
 * journey's id): not again on this page, nor after a reload in this tab (sessionStorage), so
 * saving the same step twice is not a second start. Where storage is refused, once per page.
 */
export function trackEventOnce(key: string, id: AnalyticsEventId, payload: Record<string, unknown>): void {
  if (firstTime(`forecourt:event:${id}:${key}`)) trackEvent(id, payload);
}

const sentHere = new Set<string>();
function firstTime(name: string): boolean {
  try {
    if (sessionStorage.getItem(name) !== null) return false;
    sessionStorage.setItem(name, "1");
    return true;
  } catch {
    if (sentHere.has(name)) return false;
    sentHere.add(name);
    return true;
  }
}

function handToTags(event: TrackedEvent): void {
  const host = window as unknown as Record<string, TrackedEvent[] | undefined>;
  (host[TRACKED_QUEUE] ??= []).push(event);
  document.dispatchEvent(new CustomEvent(TRACKED_EVENT));
}
