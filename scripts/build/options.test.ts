import { describe, expect, it } from "vitest";
import { parseBuildOptions, parseShard, selectTenants, UsageError } from "./options.ts";

const ALL = ["delta", "alpha", "echo", "charlie", "bravo"];

describe("build options", () => {
  it("builds every tenant by default, with the tenants and dist folders", () => {
    expect(parseBuildOptions([], {})).toMatchObject({
      slugs: [],
      tenantsDir: "tenants",
      distDir: "dist",
      netlify: false,
    });
  });
  it("takes tenants as arguments or a comma list", () => {
    expect(parseBuildOptions(["alpha,bravo", "echo"], {}).slugs).toEqual(["alpha", "bravo", "echo"]);
  });
  it("takes the tenants folder from TENANTS_DIR", () => {
    expect(parseBuildOptions([], { TENANTS_DIR: "/feeds" }).tenantsDir).toBe("/feeds");
  });
  it.each(["0/2", "3/2", "1/0", "a/b", "2"])("rejects the shard %s", (text) => {
    expect(() => parseShard(text)).toThrow(UsageError);
  });
  it("needs exactly one tenant in Netlify mode", () => {
    expect(() => parseBuildOptions(["--netlify"], {})).toThrow(/exactly one tenant/);
    expect(parseBuildOptions(["--netlify", "alpha"], {}).netlify).toBe(true);
  });
  it("rejects a bad concurrency", () => {
    expect(() => parseBuildOptions(["--concurrency", "0"], {})).toThrow(/--concurrency/);
  });
});

describe("selectTenants", () => {
  it("sorts all tenants when none is named", () => {
    expect(selectTenants(ALL, { slugs: [] })).toEqual(["alpha", "bravo", "charlie", "delta", "echo"]);
  });
  it("keeps the named ones and rejects unknown names", () => {
    expect(selectTenants(ALL, { slugs: ["echo", "alpha"] })).toEqual(["alpha", "echo"]);
    expect(() => selectTenants(ALL, { slugs: ["zulu"] })).toThrow(/zulu/);
  });
  it("splits tenants over shards with no overlap and nothing left out", () => {
    const shards = [1, 2, 3].map((index) => selectTenants(ALL, { slugs: [], shard: { index, count: 3 } }));
    expect(shards).toEqual([["alpha", "delta"], ["bravo", "echo"], ["charlie"]]);
    expect(shards.flat().sort()).toEqual([...ALL].sort());
  });
});
