import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** Source files under a folder, tests excluded. */
async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx|astro)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Each file's relative imports that resolve into `folder` (e.g. "src/data"). */
async function importsInto(files: string[], folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)) {
      const target = relative(".", join(file, "..", spec!));
      if (target.startsWith(`${folder}/`)) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

describe("imports point one way (DESIGN.md § Folders, docs/architecture.md)", () => {
  it("components never load build data: pages and layouts pass it down", async () => {
    expect(await importsInto(await sources("src/components"), "src/data")).toEqual([]);
  });

  it("pure rules import no page, component, store or build-data module", async () => {
    const lib = await sources("src/lib");
    for (const folder of ["src/components", "src/pages", "src/layouts", "src/stores", "src/data"])
      expect(await importsInto(lib, folder), folder).toEqual([]);
  });

  it("the product, its scripts and benchmarks import no test helpers (tests import them, not the other way)", async () => {
    const product = [...(await sources("src")), ...(await sources("functions")), ...(await sources("scripts"))];
    expect(await importsInto(product, "tests")).toEqual([]);
  });
});
