import { EVENTS_PATH } from "#lib/api/events-path.ts";

export const EVENTS_ENDPOINT = EVENTS_PATH;

/**
 * Fire-and-forget analytics/lead event that survives the shopper leaving the page (tapping a
 * tel: link often does). sendBeacon sends the JSON as text/plain, which needs no preflight.
 */
export function sendEvent(payload: Record<string, unknown>, endpoint = EVENTS_ENDPOINT): void {
  const body = JSON.stringify(payload);
  if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
    try {
      if (navigator.sendBeacon(endpoint, body)) return;
    } catch {
      // Some privacy extensions make sendBeacon throw; fetch below still gets the event out.
    }
  }
  if (typeof fetch !== "function") return;
  fetch(endpoint, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "text/plain;charset=UTF-8" },
  }).catch(() => {
    // An analytics failure must never reach the shopper.
  });
}
