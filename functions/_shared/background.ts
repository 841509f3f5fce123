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

/** The caller's address: Netlify's header, the runner's context.ip, else a shared bucket. */
export function clientIp(request: Request, context?: FunctionContext): string {
  return request.headers.get("x-nf-client-connection-ip") ?? context?.ip ?? "unknown";
}
