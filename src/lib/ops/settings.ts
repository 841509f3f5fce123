import { z } from "zod";
import { envName as envNameOf } from "../tenant/setting-parts.ts";

/**
 * How ops rebuild and deploy this dealer. Secrets (build hook URLs, site ids) are never written
 * in tenant.json: the settings name the environment variables that hold them.
 */
const envName = envNameOf("BAYSIDE_FORD_BUILD_HOOK");

/** Default wait that gathers a burst of stock changes or file saves into one rebuild. */
export const REBUILD_DEBOUNCE_SECONDS = 3;

export const opsSettingsSchema = z
  .strictObject({
    rebuildDebounceSeconds: z
      .number()
      .min(0)
      .max(3600)
      .default(REBUILD_DEBOUNCE_SECONDS)
      .describe(
        "Rebuild requests (stock hook, npm run rebuild, file changes under npm start) arriving within this many seconds are coalesced into one build.",
      ),
    buildHookEnv: envName
      .optional()
      .describe(
        "Environment variable holding the Netlify build hook URL of this dealer's site (BUILD_TRIGGER=netlify).",
      ),
    stockHookSecretEnv: envName
      .optional()
      .describe(
        "Environment variable holding the shared secret that signs POST /api/hooks/stock (HMAC-SHA256). Without it the hook refuses every call.",
      ),
    opsSecretEnv: envName
      .optional()
      .describe(
        "Environment variable holding the dealer's own secret that signs POST /api/ops/reservations (HMAC-SHA256), kept apart from the stock hook's: whoever feeds stock must not list shoppers or move deposits. Without it the ops endpoint refuses every call.",
      ),
    netlifySiteId: z
      .string()
      .regex(/^[\w-]{1,100}$/, "must be a Netlify site id (Site configuration → Site details → Site ID)")
      .optional()
      .describe(
        "The Netlify site `npm run nightly -- --deploy` deploys to. A site id is not a secret: it is committed here, so the nightly workflow needs no secret but the Netlify token.",
      ),
    netlifySiteIdEnv: envName
      .optional()
      .describe(
        "Environment variable holding the Netlify site id, where it is not in netlifySiteId (a machine of your own).",
      ),
  })
  .prefault({})
  .describe("Rebuilds and deploys: debounce, build hook and Netlify site.");

export type OpsSettings = z.output<typeof opsSettingsSchema>;
