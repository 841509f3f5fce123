import type { Context } from "@netlify/functions";

/** Same fields as Netlify's Cookie (from @netlify/types, which we don't import directly). */
interface CookieInit {
  name: string;
  value: string;
  expires?: Date | number;
  maxAge?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: "Strict" | "Lax" | "None";
  unparsed?: string[];
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 6265 cookie-octets: no controls, whitespace, DQUOTE, comma, semicolon or backslash.
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** Netlify's context.cookies: reads the request's cookies; set/delete become Set-Cookie headers. */
export function createCookieJar(cookieHeader: string | null): {
  cookies: Context["cookies"];
  setCookieHeaders: () => string[];
} {
  const incoming = parseCookieHeader(cookieHeader);
  const outgoing: string[] = [];
  const set = (nameOrCookie: string | CookieInit, value?: string): void => {
    const cookie = typeof nameOrCookie === "string" ? { name: nameOrCookie, value: value ?? "" } : nameOrCookie;
    outgoing.push(serializeCookie(cookie));
  };
  const cookies: Context["cookies"] = {
    get: (name: string) => incoming.get(name) as string,
    set,
    delete: (input) => {
      const options = typeof input === "string" ? { name: input } : input;
      set({ ...options, value: "", expires: new Date(0) });
    },
  };
  return { cookies, setCookieHeaders: () => [...outgoing] };
}

export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, pair.slice(eq + 1).trim());
  }
  return cookies;
}

export function serializeCookie(cookie: CookieInit): string {
  if (!TOKEN.test(cookie.name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(cookie.name)}`);
  if (!COOKIE_VALUE.test(cookie.value)) throw new TypeError(`Invalid cookie value for ${cookie.name}: encode it first`);
  const parts = [`${cookie.name}=${cookie.value}`];
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(cookie.maxAge))}`);
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (cookie.path) parts.push(`Path=${cookie.path}`);
  if (cookie.secure) parts.push("Secure");
  if (cookie.httpOnly) parts.push("HttpOnly");
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  parts.push(...(cookie.unparsed ?? []));
  return parts.join("; ");
}
