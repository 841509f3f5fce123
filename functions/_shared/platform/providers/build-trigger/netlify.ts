import { OutboundError, outbound } from "../../http/outbound.ts";
import type { RebuildResult } from "./types.ts";

interface NetlifyBuildHookOptions {
  /** The build hook URL of the tenant's Netlify site, or undefined with the reason it is missing. */
  hookUrl: (slug: string) => Promise<{ url?: string; problem?: string }>;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * Netlify build hooks: an empty POST to the hook URL queues a production build of that site;
 * `trigger_title` shows our reasons in Netlify's deploy log. Netlify answers 200 at once and builds
 * on its own, so the result is "requested", not "built".
 */
export function netlifyBuildHook(options: NetlifyBuildHookOptions) {
  return async (slug: string, reasons: string[]): Promise<RebuildResult> => {
    const started = performance.now();
    const result = (fields: Partial<RebuildResult>): RebuildResult => ({
      slug,
      provider: "netlify",
      status: "failed",
      reasons,
      seconds: (performance.now() - started) / 1000,
      ...fields,
    });
    const { url, problem } = await options.hookUrl(slug);
    if (!url) return result({ error: problem ?? `${slug}: no Netlify build hook URL` });
    const target = new URL(url);
    target.searchParams.set("trigger_title", `Forecourt: ${reasons.join("; ")}`.slice(0, 200));
    try {
      const response = await outbound({
        service: "the Netlify build hook",
        url: target,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
        timeoutMs: options.timeoutMs ?? 10_000,
        fetch: options.fetch,
      });
      if (response.ok) return result({ status: "requested" });
      return result({ error: `${slug}: the Netlify build hook answered HTTP ${response.status}` });
    } catch (error) {
      const reason = error instanceof OutboundError ? error.reason : (error as Error).message;
      return result({ error: `${slug}: the Netlify build hook could not be reached (${reason})` });
    }
  };
}
