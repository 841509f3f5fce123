import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The functions read a dealer with the editors' published content on top (holiday hours close
 * booking slots, console offers and car comments show): endpoints through `call.site()`, scheduled
 * jobs, webhooks and sweeps through content/overlay.ts `loadPublishedTenant`. Only the entry and the
 * loader itself may open a dealer with platform/tenant.ts `loadTenant`, which without an overlay reads
 * the files as filed: anywhere else it would show a shopper hours or offers the dealer has changed.
 */
const TENANT_MODULE = "functions/_shared/platform/tenant.ts";
const ALLOWED_FOLDER = "functions/_shared/entry/";
/** Files that may import loadTenant, each with why. */
const ALLOWED: Record<string, string> = {
  "functions/_shared/content/overlay.ts":
    "it is the overlay-aware loader: loadTenant with the published content on top",
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => relative(".", join(entry.parentPath, entry.name)))
    .sort();

/** Whether `file`'s `text` imports (or re-exports) loadTenant from platform/tenant.ts. */
function importsLoadTenant(file: string, text: string): boolean {
  const statements = text.matchAll(/^(?:import|export)\s+(?:type\s+)?([^;]*?)\s+from\s+"(\.[^"]+)"/gms);
  return [...statements].some(([, names, specifier]) => {
    if (relative(".", resolve(dirname(file), specifier!)) !== TENANT_MODULE) return false;
    // `import * as tenant` reaches loadTenant too.
    return /\*\s+as\s/.test(names!) || /(?<![\w$])loadTenant(?![\w$])/.test(names!);
  });
}

describe("the functions open a dealer with its published content on top", () => {
  it("the check finds an import of loadTenant however it is written (so a pass means something)", () => {
    const file = "functions/_shared/stock/x.ts";
    expect(importsLoadTenant(file, 'import { loadTenant } from "../platform/tenant.ts";\n')).toBe(true);
    expect(
      importsLoadTenant(file, 'import {\n  type Tenant,\n  loadTenant as open,\n} from "../platform/tenant.ts";'),
    ).toBe(true);
    expect(importsLoadTenant(file, 'import * as tenants from "../platform/tenant.ts";')).toBe(true);
    expect(importsLoadTenant(file, 'import { listTenantSlugs, type Tenant } from "../platform/tenant.ts";')).toBe(
      false,
    );
    expect(importsLoadTenant(file, 'import { loadTenant } from "./tenant.ts";')).toBe(false);
  });

  it("the allowed files exist and still import it (a stale entry is removed)", () => {
    for (const file of Object.keys(ALLOWED))
      expect(importsLoadTenant(file, readFileSync(file, "utf8")), file).toBe(true);
  });

  it("no other function file imports loadTenant from platform/tenant.ts", () => {
    const files = sources("functions").filter((file) => file !== TENANT_MODULE);
    expect(files.length).toBeGreaterThan(100);
    const direct = files
      .filter((file) => !file.startsWith(ALLOWED_FOLDER) && !(file in ALLOWED))
      .filter((file) => importsLoadTenant(file, readFileSync(file, "utf8")));
    expect(direct).toEqual([]);
  });
});
