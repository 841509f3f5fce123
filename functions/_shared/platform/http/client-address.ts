import type { FunctionContext } from "./define-function.ts";

/**
 * The caller's address for per-IP limits: the platform's context.ip (Netlify's edge takes it from
 * the connection; the local runner from the socket). The x-nf-client-connection-ip header is only a
 * fallback for a runtime without context.ip, since anything that reaches the function unfiltered could set it.
 */
export function clientIp(request: Request, context?: FunctionContext): string {
  return context?.ip || request.headers.get("x-nf-client-connection-ip") || "unknown";
}
