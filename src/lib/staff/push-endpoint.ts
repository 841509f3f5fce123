/**
 * Which push-service addresses the server will post to. A subscription's endpoint comes from the
 * staff member's browser, so it is an address our server fetches: only the browsers' own push
 * services are accepted (no request to an internal address on anyone's say), and on a developer's
 * machine a loopback stand-in as well.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet, Opera
  "updates.push.services.mozilla.com", // Firefox
  "push.services.mozilla.com",
  "web.push.apple.com", // Safari, iOS home-screen apps
];
/** Hosts whose subdomains are push services (Edge on Windows, Apple's regional hosts). */
const PUSH_SERVICE_DOMAINS = [".notify.windows.com", ".push.apple.com"];

export const PUSH_ENDPOINT_REFUSED = "This browser's push service is not one we send to.";

export function pushEndpointAllowed(endpoint: string, options: { loopback: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (options.loopback && url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost"))
    return true;
  if (url.protocol !== "https:" || (url.port && url.port !== "443")) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
}
