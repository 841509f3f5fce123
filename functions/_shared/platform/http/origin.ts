import { commonError } from "./errors.ts";

/**
 * Cross-site POSTs are refused. A browser always sends Origin on a cross-site POST (fetch, form
 * or sendBeacon), so: an Origin must name the host the request was sent to; no Origin means a
 * same-origin navigation in an older browser, a server-to-server call or a tool such as curl,
 * which are not cross-site request forgery and are allowed. Sec-Fetch-Site: cross-site is
 * refused too. ALLOWED_ORIGINS (comma-separated) adds origins, e.g. a dealer's second domain.
 */
export function checkOrigin(
  request: Request,
  allowed = (process.env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean),
): void {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (origin === null || origin === "") {
    if (fetchSite === "cross-site") throw refused();
    return;
  }
  if (allowed.includes(origin)) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw refused();
  }
  // On Netlify and on the local server the Host header is the site's host.
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (originHost.toLowerCase() !== host.toLowerCase()) throw refused();
}

const refused = () => commonError("cross_origin");
