/** One cookie's value from the request's Cookie header, or null (absent or empty). */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** Whether the shopper reached us over https (directly or through the CDN), so a cookie may be Secure. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** HttpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site POSTs), Secure on https. */
export function shopperCookie(request: Request, name: string, value: string, maxAge: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}
