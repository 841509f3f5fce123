import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uploadText } from "./digest-diff.ts";
import { functionsDirOf, hashFunctionZips, hashSiteFiles, lastManifest, planDeploy, rememberManifest } from "./plan.ts";

let root: string;
let site: string;
let zips: string;
let buildDir: string;

const sha = (algorithm: string, text: string) => createHash(algorithm).update(text).digest("hex");

async function put(dir: string, path: string, text: string) {
  await mkdir(join(dir, path, ".."), { recursive: true });
  await writeFile(join(dir, path), text);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "deploy-plan-"));
  site = join(root, "dist", "bench-motors");
  zips = join(root, "functions");
  buildDir = join(root, ".build");
  await put(site, "index.html", "<h1>home</h1>");
  await put(site, "cars/1/index.html", "<h1>car 1</h1>");
  await put(site, "_astro/site.css", "body{}");
  await put(site, "_headers", "/*\n  X-Frame-Options: DENY\n");
  await put(site, ".image-hosts.json", "{}");
  await put(site, ".well-known/security.txt", "Contact: x");
  await put(site, "__MACOSX/junk", "x");
  await put(zips, "leads.zip", "PK leads");
  await put(zips, "staff-me.zip", "PK staff");
  await put(zips, "manifest.json", "{}");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the files a deploy sends, with the CLI's digests", () => {
  it("lists the site's files by deploy path with their sha1 and size, leaving out what the CLI leaves out", async () => {
    const files = await hashSiteFiles(site);
    expect(Object.keys(files)).toEqual([
      ".well-known/security.txt",
      "_astro/site.css",
      "cars/1/index.html",
      "index.html",
    ]);
    expect(files["cars/1/index.html"]).toMatchObject({ sha1: sha("sha1", "<h1>car 1</h1>"), size: 14 });
  });

  it("reuses a digest while the file's size and mtime are unchanged, and reads it again when they change", async () => {
    const before = await hashSiteFiles(site);
    const lent = { ...before, "index.html": { ...before["index.html"]!, sha1: "lent" } };
    expect((await hashSiteFiles(site, lent))["index.html"]!.sha1).toBe("lent");
    const later = new Date((await stat(join(site, "index.html"))).mtimeMs + 5000);
    await utimes(join(site, "index.html"), later, later);
    expect((await hashSiteFiles(site, lent))["index.html"]!.sha1).toBe(sha("sha1", "<h1>home</h1>"));
  });

  it("lists function zips by name with the sha256 of each zip; a folder without zips is not bundled", async () => {
    const functions = await hashFunctionZips(zips);
    expect(functions).toEqual({
      leads: expect.objectContaining({ sha256: sha("sha256", "PK leads"), size: 8 }),
      "staff-me": expect.objectContaining({ sha256: sha("sha256", "PK staff"), size: 8 }),
    });
    expect(await hashFunctionZips(site)).toBeNull();
  });

  it("takes the functions folder given, and refuses one that does not exist", async () => {
    expect(await functionsDirOf(zips)).toBe(zips);
    expect(await functionsDirOf(null)).toBeNull();
    await expect(functionsDirOf(join(root, "nowhere"))).rejects.toThrow(/nowhere does not exist/);
    await expect(functionsDirOf(site)).rejects.toThrow(/holds no \.zip/);
  });
});

describe("a dealer's plan against its last manifest", () => {
  const plan = (against: "deploy" | "plan", more: { siteKey?: string; config?: string } = {}) =>
    planDeploy({ slug: "bench-motors", siteDir: site, functionsDir: zips, against, buildDir, ...more });

  it("sends everything the first time, then only what changed", async () => {
    const first = await plan("plan");
    expect(first.plan.against).toBeNull();
    expect(first.plan.files).toMatchObject({ upload: 4, total: 4 });
    await rememberManifest("bench-motors", first.manifest, { buildDir });

    await put(site, "cars/1/index.html", "<h1>car 1, $1,000 less</h1>");
    const second = await plan("plan");
    expect(second.plan.against?.kind).toBe("plan");
    expect(uploadText(second.plan)).toBe("deploy: 1 file, 27 B; functions: 0 (unchanged)");
  });

  it("a deploy compares with what its site holds: the last deploy to it, not a later plan", async () => {
    const deployed = await plan("deploy", { siteKey: "site-a" });
    await rememberManifest("bench-motors", deployed.manifest, { deployedTo: "site-a", buildDir });
    await put(site, "index.html", "<h1>home, new</h1>");
    const planned = await plan("plan");
    await rememberManifest("bench-motors", planned.manifest, { buildDir });

    expect((await plan("plan")).plan.files.upload).toBe(0);
    expect((await plan("deploy", { siteKey: "site-a" })).plan.files).toMatchObject({ upload: 1, uploadBytes: 18 });
    // Another site holds none of it.
    expect(await lastManifest("bench-motors", "deploy", { siteKey: "site-b", buildDir })).toBeUndefined();
    expect((await plan("deploy", { siteKey: "site-b" })).plan.against).toBeNull();
  });

  it("sends the deploy's netlify.toml when the config or the _headers change", async () => {
    const first = await plan("plan", { config: "[build]\n" });
    expect(first.manifest.files["netlify.toml"]).toBeDefined();
    await rememberManifest("bench-motors", first.manifest, { buildDir });
    expect((await plan("plan", { config: "[build]\n" })).plan.files.upload).toBe(0);
    await put(site, "_headers", "/*\n  X-Frame-Options: SAMEORIGIN\n");
    const headers = await plan("plan", { config: "[build]\n" });
    expect(headers.plan.files).toMatchObject({ upload: 1, examples: { upload: ["netlify.toml"], deleted: [] } });
    await rememberManifest("bench-motors", headers.manifest, { buildDir });
    const config = await plan("plan", { config: "[build]\n[images]\n" });
    expect(config.plan.files.examples.upload).toEqual(["netlify.toml"]);
  });

  it("a changed function zip is sent; the others are not", async () => {
    await rememberManifest("bench-motors", (await plan("plan")).manifest, { buildDir });
    await put(zips, "leads.zip", "PK leads, release 2");
    expect(uploadText((await plan("plan")).plan)).toBe("deploy: 0 files (unchanged); functions: 1 of 2, 19 B");
  });
});
