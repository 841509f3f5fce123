// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import { currentTenantSlug } from "./src/data/tenant.ts";
import { tenantBuild } from "./src/integrations/tenant-build.ts";
import { browserModules } from "./src/integrations/browser-modules.ts";
import { clientDirectives } from "./src/integrations/client-directives.ts";

// One Astro run builds one tenant (TENANT=<slug>); scripts/build.ts runs it for every tenant.
const tenant = currentTenantSlug();

export default defineConfig({
  // FORECOURT_OUT_DIR: `npm run build -- --netlify <slug>` publishes one tenant from dist/site.
  outDir: process.env.FORECOURT_OUT_DIR || `./dist/${tenant}`,
  // A cache per tenant and per build folder (FORECOURT_CACHE_DIR, set by scripts/build) so that
  // parallel builds — of different tenants, or of one tenant from two tenant folders — never
  // share a content data store.
  cacheDir: process.env.FORECOURT_CACHE_DIR || `./node_modules/.astro/${tenant}`,
  build: { format: "directory" },
  trailingSlash: "ignore",
  devToolbar: { enabled: false },
  integrations: [react(), clientDirectives(), tenantBuild(tenant)],
  vite: { plugins: [browserModules()], worker: { plugins: () => [browserModules()] } },
});
