import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const browserModule = (file: string) => fileURLToPath(new URL(`../lib/${file}`, import.meta.url));

/** Packages the browser bundles (pages and the search worker) get in another form. */
const BROWSER_MODULES: Readonly<Record<string, string>> = {
  // Zod in jitless mode: its fast path probes `new Function("")` on first use, which a content
  // security policy without 'unsafe-eval' blocks and reports. The build and functions keep it.
  zod: browserModule("browser-zod.ts"),
  // instantsearch.js's history router imports qs (18 KB gzip with its dependencies) only for its
  // default createURL and parseURL, which SearchApp replaces with its own.
  qs: browserModule("browser-qs.ts"),
};

export function browserModules(): Plugin {
  return {
    name: "forecourt:browser-modules",
    enforce: "pre",
    resolveId(id, importer, options) {
      const replacement = BROWSER_MODULES[id];
      if (!replacement || options?.ssr || importer?.split("?")[0] === replacement) return null;
      return replacement;
    },
  };
}
