// @ts-check
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { defineConfig } from "astro/config";
import { currentTenantSlug } from "./src/data/tenant.ts";
import { tenantBuild } from "./src/integrations/tenant-build.ts";
import { browserModules } from "./src/integrations/browser-modules.ts";
import { reactIslands } from "./src/integrations/react-islands/index.ts";
import { clientDirectives } from "./src/integrations/client-directives.ts";

// One Astro run builds one tenant (TENANT=<slug>); scripts/build.ts runs it for every tenant.
const slug = currentTenantSlug();
// A cache per tenant and per build folder (FORECOURT_CACHE_DIR, set by scripts/build) so that
// parallel builds — of different tenants, or of one tenant from two tenant folders — never
// share a content data store. Vite's dependency cache is the build slot's
// (FORECOURT_VITE_CACHE_DIR, scripts/build/vite-cache-slot.ts): never two builds in one at once
// (ENOTEMPTY), shared by every dealer. Run by hand, a cache per tenant and build folder, inside the
// project, where its optimised dependencies can resolve the packages they import.
const cacheDir = process.env.FORECOURT_CACHE_DIR || `./node_modules/.astro/${slug}`;
const viteCacheDir =
  process.env.FORECOURT_VITE_CACHE_DIR ||
  `./node_modules/.vite/${slug}-${createHash("sha256").update(resolve(cacheDir)).digest("hex").slice(0, 8)}`;

export default defineConfig({
  // FORECOURT_OUT_DIR: `npm run build -- --netlify <slug>` publishes one tenant from dist/site.
  outDir: process.env.FORECOURT_OUT_DIR || `./dist/${slug}`,
  cacheDir,
  // Pages render while others are written (bench:build: 10,000 cars 111.6 → 94.8 s, 2,000
  // cars 23–36 s on a noisy machine; 16 did better than 4 or 8, peak memory the same).
  // Stylesheets are files, never inlined: every car page (hundreds a dealer) carried the same 11 KB
  // of CSS in its HTML; as a file it is fetched once and cached, and the HTML stays light.
  build: { format: "directory", concurrency: 16, inlineStylesheets: "never" },
  trailingSlash: "ignore",
  devToolbar: { enabled: false },
  // No Astro incremental build: a rebuild takes unchanged pages from the live site itself
  // (src/data/page-reuse.ts), so Astro neither lists nor copies them.
  integrations: [reactIslands(), clientDirectives(), tenantBuild(slug)],
  vite: {
    cacheDir: viteCacheDir,
    plugins: [browserModules()],
    worker: { plugins: () => [browserModules()] },
    // A component's script is inlined into each page only when tiny: the reviews slider's (2 KB)
    // and the tabs' (0.9 KB) are files fetched once, not bytes in every car page's HTML. Other
    // assets keep Vite's rule (undefined).
    build: { assetsInlineLimit: (file, content) => (file.endsWith(".js") ? content.length < 600 : undefined) },
  },
});
