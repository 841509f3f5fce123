import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTenantSnapshot, tenantSnapshotSchema } from "./tenant-snapshot.ts";

describe("a dealer's files as its deploy holds them", () => {
  it("holds tenant.json, the feeds and the pages' Markdown, not the photos served as static files", async () => {
    const snapshot = await readTenantSnapshot("tenants", "bayside-ford");
    const paths = Object.keys(snapshot.files);
    expect(paths).toContain("tenant.json");
    expect(paths).toContain("feed/cars.json");
    expect(paths).toContain("content/about-us.md");
    expect(paths.filter((path) => path.startsWith("public/"))).toEqual([]);
    expect(tenantSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });

  it("keeps each file's bytes and modification time", async () => {
    const snapshot = await readTenantSnapshot("tenants", "bayside-ford");
    const cars = Buffer.from(snapshot.files["feed/cars.json"]!, "base64");
    expect(cars.length).toBe(statSync("tenants/bayside-ford/feed/cars.json").size);
    expect(snapshot.modified["feed/cars.json"]).toBe(
      Math.floor(statSync("tenants/bayside-ford/feed/cars.json").mtimeMs),
    );
  });
});
