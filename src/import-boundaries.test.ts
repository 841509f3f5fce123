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

describe("imports point one way (docs/architecture.md § Layers and import rules)", () => {
  it("components never load build data: pages and layouts pass it down", async () => {
    expect(await importsInto(await sources("src/components"), "src/data")).toEqual([]);
  });

  it("pure rules import no page, component, store, browser client or build-data module", async () => {
    const lib = await sources("src/lib");
    for (const folder of ["src/components", "src/pages", "src/layouts", "src/stores", "src/client", "src/data"])
      expect(await importsInto(lib, folder), folder).toEqual([]);
  });

  it("stores and the browser client import no page, layout, component or build-data module (islands import them)", async () => {
    const stores = await sources("src/stores");
    for (const folder of ["src/components", "src/pages", "src/layouts", "src/data"])
      expect(await importsInto(stores, folder), folder).toEqual([]);
    const client = await sources("src/client");
    for (const folder of ["src/components", "src/pages", "src/layouts", "src/stores", "src/data"])
      expect(await importsInto(client, folder), folder).toEqual([]);
  });

  it("functions and scripts import no browser code (client, stores, components)", async () => {
    const server = [...(await sources("functions")), ...(await sources("scripts"))];
    for (const folder of ["src/client", "src/stores", "src/components"])
      expect(await importsInto(server, folder), folder).toEqual([]);
  });

  it("the product, its scripts and benchmarks import no test helpers (tests import them, not the other way)", async () => {
    const product = [...(await sources("src")), ...(await sources("functions")), ...(await sources("scripts"))];
    expect(await importsInto(product, "tests")).toEqual([]);
  });
});
