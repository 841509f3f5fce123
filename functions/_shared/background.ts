import type { FunctionContext } from "./http/define-function.ts";

/**
 * Work that must not delay the response (a CRM delivery attempt). Netlify keeps the function
 * alive for context.waitUntil(); without it (scripts) the work simply runs on. Failures are
 * logged: for leads the outbox row is the safety net, so nothing depends on this succeeding.
 */
export function inBackground(context: FunctionContext | undefined, label: string, work: () => Promise<unknown>): void {
  const promise = work().catch((error) => console.error(`[functions] ${label} failed:`, error));
  if (context?.waitUntil) context.waitUntil(promise);
}

/**
 * The caller's address for per-IP limits: the platform's context.ip (Netlify's edge takes it from
 * the connection; the local runner from the socket). The x-nf-client-connection-ip header is only a
 * fallback for a runtime without context.ip, since anything that reaches the function unfiltered could set it.
 */
export function clientIp(request: Request, context?: FunctionContext): string {
  return context?.ip || request.headers.get("x-nf-client-connection-ip") || "unknown";
}
