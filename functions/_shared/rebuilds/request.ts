import type { FunctionContext } from "../platform/http/define-function.ts";
import { type BuildTrigger, buildTrigger } from "../platform/providers/build-trigger/index.ts";
import { pushLocalBuildChanges } from "./build-pushes.ts";
import { writeBuildJournals } from "./journals.ts";

let shared: BuildTrigger | null | undefined;

/**
 * The process's one trigger, so the stock hook, reservations and `npm start`'s file watcher
 * coalesce into the same builds. Local builds first write the stock and content journals from this process's
 * database (the server owns it), and afterwards push what they changed to the dealer's
 * syndication destinations. Null when BUILD_TRIGGER=off: changes wait for the nightly build.
 */
export function sharedBuildTrigger(env: NodeJS.ProcessEnv = process.env): BuildTrigger | null {
  if (shared === undefined)
    shared =
      env.BUILD_TRIGGER === "off"
        ? null
        : buildTrigger({
            env,
            // The trigger runs these steps itself, so the build never calls back into this module.
            beforeBuild: writeBuildJournals,
            afterBuild: pushLocalBuildChanges,
          });
  return shared;
}

/** Asks for a rebuild of the dealer (coalesced by the trigger), so the static pages catch up with a stock change. */
export function requestRebuild(slug: string, reason: string, context: FunctionContext): "requested" | "off" {
  const trigger = sharedBuildTrigger();
  if (!trigger) return "off";
  const done = trigger.requestRebuild(slug, reason).then(
    (result) =>
      console[result.status === "failed" ? "error" : "log"](
        `[stock hook] ${slug}: rebuild ${result.status} in ${result.seconds.toFixed(1)} s${result.changes ? `: ${result.changes}` : ""}${result.error ? `: ${result.error}` : ""}`,
      ),
    (error: Error) => console.error(`[stock hook] ${slug}: rebuild could not run: ${error.message}`),
  );
  // The build outlives the answer: Netlify (and the local runner) keep the function alive for it.
  context.waitUntil?.(done);
  return "requested";
}
