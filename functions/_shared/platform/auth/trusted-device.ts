import { createHmac, randomBytes } from "node:crypto";
import { sameSecret } from "#lib/security/same-secret.ts";
import { sessionSecret } from "../env.ts";
import { readCookie, shopperCookie } from "../http/cookies.ts";

/**
 * A browser that signed in to a phone keeps a signed "device" cookie for that phone, for
 * a year. Its requests for a code for that phone are counted on a budget of its own, never on the
 * ceilings every address shares (rate-limit.ts), so strangers flooding the phone cannot lock its
 * owner out of signing in again. The cookie names no phone: it is a random id and a MAC over the
 * dealer, the phone and the id, so it proves nothing for any other phone or dealer.
 */
const DEVICE_COOKIE = "fc_device";
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

const mac = (slug: string, phone: string, id: string) =>
  createHmac("sha256", sessionSecret()).update(`device\n${slug}\n${phone}\n${id}`).digest("base64url");

/** The Set-Cookie value that makes this browser a known device for the phone it just signed in with. */
export function trustedDeviceCookie(request: Request, slug: string, phone: string): string {
  const id = randomBytes(16).toString("base64url");
  return shopperCookie(request, DEVICE_COOKIE, `${id}.${mac(slug, phone, id)}`, DEVICE_TTL_SECONDS);
}

/** This browser's device id when it signed in to this phone at this dealer before, else null. */
export function trustedDeviceFor(request: Request, slug: string, phone: string): string | null {
  const [id, given, ...rest] = (readCookie(request, DEVICE_COOKIE) ?? "").split(".");
  if (!id || !given || rest.length > 0) return null;
  return sameSecret(given, mac(slug, phone, id)) ? id : null;
}
