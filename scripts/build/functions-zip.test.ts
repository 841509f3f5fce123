import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renewFunctionsManifest, zisiConfig } from "./functions-zip.ts";

describe("the night's one bundle of function zips", () => {
  it("takes netlify.toml's [functions] for every function and its named tables for one", () => {
    const config = zisiConfig(
      {
        directory: "dist/functions",
        included_files: ["dist/functions/migrations/**"],
        node_bundler: "none",
        "console-content-images": { node_bundler: "nft" },
      },
      "/repo",
    );
    expect(config["*"]).toEqual({
      includedFiles: ["dist/functions/migrations/**"],
      includedFilesBasePath: "/repo",
      nodeVersion: "24",
      nodeBundler: "none",
    });
    expect(config["console-content-images"]).toMatchObject({
      includedFiles: ["dist/functions/migrations/**"],
      nodeBundler: "nft",
    });
  });

  it("renews the manifest's time, which the CLI trusts for two minutes, and keeps the rest", async () => {
    const dir = mkdtempSync(join(tmpdir(), "forecourt-zips-"));
    const functions = [{ name: "leads", path: "/x/leads.zip", routes: [{ pattern: "/api/leads" }] }];
    writeFileSync(join(dir, "manifest.json"), JSON.stringify({ functions, timestamp: 1 }));
    expect(await renewFunctionsManifest(dir)).toBe(true);
    const renewed = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
    expect(renewed.functions).toEqual(functions);
    expect(Date.now() - renewed.timestamp).toBeLessThan(60_000);
    expect(await renewFunctionsManifest(join(dir, "none"))).toBe(false);
  });
});
