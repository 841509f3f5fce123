import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTypesenseStub, type TypesenseStub } from "../../tests/support/typesense-stub.ts";

const run = promisify(execFile);

/** `npm run search:index` for real on a fixture tenant configured for Typesense, against the stub server. */
describe("npm run search:index", () => {
  let stub: TypesenseStub;
  let tenantsDir: string;
  beforeAll(async () => {
    stub = await startTypesenseStub("admin-key");
    tenantsDir = await mkdtemp(join(tmpdir(), "forecourt-ts-tenants-"));
    await cp("tests/fixtures/tenants/mini-motors", join(tenantsDir, "mini-motors"), { recursive: true });
    await cp("tests/fixtures/tenants/mini-motors", join(tenantsDir, "embedded-motors"), { recursive: true });
    const file = join(tenantsDir, "mini-motors", "tenant.json");
    const config = JSON.parse(await readFile(file, "utf8"));
    config.search = {
      typesense: {
        nodes: [{ host: "unused.example" }],
        collection: "mini-motors",
        searchKeyEnv: "MINI_MOTORS_SEARCH_KEY",
      },
    };
    await writeFile(file, JSON.stringify(config));
    const other = join(tenantsDir, "embedded-motors", "tenant.json");
    await writeFile(other, JSON.stringify({ ...JSON.parse(await readFile(other, "utf8")), slug: "embedded-motors" }));
  });
  afterAll(() => stub.close());

  const index = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ["scripts/search/index-typesense.ts", "--tenants-dir", tenantsDir, ...args], {
      env: { ...process.env, NO_COLOR: "1", ...env },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("indexes the Typesense tenant, skips the embedded one, and prints the key for the build environment", async () => {
    const result = await index(["--issue-key"], { TYPESENSE_URL: stub.url, TYPESENSE_API_KEY: "admin-key" });
    expect(result.code, result.stderr).toBe(0);
    const collection = stub.aliases.get("mini-motors")!;
    expect(collection).toMatch(/^mini-motors_\d{8}t\d{6}z$/);
    const count = stub.collections.get(collection)!.documents.size;
    expect(count).toBeGreaterThan(0);
    expect(result.stdout).toContain(`mini-motors: imported ${count}/${count}`);
    expect(result.stdout).toContain(`✓ mini-motors  ${count} cars → ${collection}`);
    expect(result.stdout).toContain("– embedded-motors  embedded search (no search.typesense in tenant.json)");
    expect(result.stdout).toMatch(/MINI_MOTORS_SEARCH_KEY=[A-Za-z0-9+/=]{40,}/);
    expect(result.stdout).toContain("1 indexed, 1 skipped, 0 failed");
  });

  it("exits non-zero naming the tenant and Typesense's answer when the cluster refuses", async () => {
    const result = await index(["mini-motors"], { TYPESENSE_URL: stub.url, TYPESENSE_API_KEY: "not-the-key" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("✗ mini-motors  Typesense POST /collections answered HTTP 401");
  });

  it("explains a missing admin key", async () => {
    const result = await index([], { TYPESENSE_URL: stub.url, TYPESENSE_API_KEY: "" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("TYPESENSE_API_KEY is not set");
  });
});
