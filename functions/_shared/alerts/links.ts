import { createHmac } from "node:crypto";
import { sameSecret } from "#lib/security/same-secret.ts";
import { sessionSecret } from "../platform/env.ts";

/**
 * The links in alert emails. A token is the alert's id and a MAC over the purpose, the
 * dealer and the id: it works only for its own alert and its own purpose (a confirm link cannot
 * unsubscribe, nor the other way round), it needs no sign-in, and nothing is stored to look it up.
 * An unsubscribe link never expires (the Spam Act asks for at least 30 days); a confirm link's age
 * is checked against the alert's creation.
 */
export type AlertLinkPurpose = "confirm" | "unsubscribe";

const mac = (purpose: AlertLinkPurpose, slug: string, id: string) =>
  createHmac("sha256", sessionSecret()).update(`alert-${purpose}\n${slug}\n${id}`).digest("base64url");

export const alertLinkToken = (purpose: AlertLinkPurpose, slug: string, id: string): string =>
  `${id}.${mac(purpose, slug, id)}`;

/** The alert id a token was made for, or null when it is not one of ours for this purpose and dealer. */
export function alertIdOf(purpose: AlertLinkPurpose, slug: string, token: string): string | null {
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return sameSecret(given, mac(purpose, slug, id)) ? id : null;
}

/** The page a link opens: the token rides in the fragment, so it never reaches a server log or a Referer. */
export const alertLinkUrl = (siteUrl: string, purpose: AlertLinkPurpose, token: string): string =>
  new URL(`/alerts/${purpose}/#token=${encodeURIComponent(token)}`, siteUrl).href;

/** RFC 8058: where a mail program POSTs its one-click unsubscribe (the token in the query; the body says One-Click). */
export const oneClickUnsubscribeUrl = (siteUrl: string, token: string): string =>
  new URL(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).href;
