import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const BROWSER_ZOD = fileURLToPath(new URL("../lib/browser-zod.ts", import.meta.url));

/**
 * Browser bundles get zod in jitless mode (issue 17). Zod's fast path probes `new Function("")` on
 * first use, which a content security policy without 'unsafe-eval' blocks and reports as a
 * violation; jitless mode never probes. The build and the functions keep the fast path.
 */
export function browserZod(): Plugin {
  return {
    name: "forecourt:browser-zod",
    enforce: "pre",
    resolveId(id, importer, options) {
      if (id === "zod" && !options?.ssr && importer?.split("?")[0] !== BROWSER_ZOD) return BROWSER_ZOD;
      return null;
    },
  };
}
