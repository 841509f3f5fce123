// The browser's "zod" (src/integrations/browser-modules.ts): the same API, configured before any schema runs.
import { config } from "zod";

config({ jitless: true });

export * from "zod";
export { z, z as default } from "zod";
