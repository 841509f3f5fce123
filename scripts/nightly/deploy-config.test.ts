import { mkdtemp, readFile, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { remoteImagePatterns } from "#lib/media/remote-images.ts";
import { deployArgs } from "./deploy.ts";
import { deployConfigToml, writeDeployConfig } from "./deploy-config.ts";

describe("a dealer's prebuilt deploy", () => {
  it("is never built again and takes the dealer's own config", () => {
    expect(deployArgs("dist/bayside-ford", "site-1", "/x/bayside-ford.netlify.toml")).toEqual([
      "deploy",
      "--no-build",
      "--prod",
      "--dir",
      "dist/bayside-ford",
      "--site",
      "site-1",
      "--config",
      "/x/bayside-ford.netlify.toml",
    ]);
  });

  it("adds the dealer's image hosts to the shared netlify.toml as anchored patterns Netlify reads", async () => {
    const shared = await readFile("netlify.toml", "utf8");
    const toml = parse(deployConfigToml(shared, ["https://img.dealer.example", "http://cdn.example:8080"])) as {
      build: { command: string };
      functions: { directory: string };
      images: { remote_images: string[] };
    };
    expect(toml.build.command).toBe(
      parse(shared).build && (parse(shared) as { build: { command: string } }).build.command,
    );
    // The shared [functions] table goes with it: the bundles every dealer deploys, copied as they are.
    expect(toml.functions.directory).toBe("dist/functions");
    expect(toml.images.remote_images).toEqual(
      remoteImagePatterns(["https://img.dealer.example", "http://cdn.example:8080"]),
    );
    const [pattern] = toml.images.remote_images.map((source) => new RegExp(source));
    expect(pattern!.test("https://img.dealer.example/cars/1.jpg")).toBe(true);
    expect(pattern!.test("https://img.dealer.example.evil.test/1.jpg")).toBe(false);
    expect(pattern!.test("https://imgxdealer.example/1.jpg")).toBe(false);
  });

  it("leaves the shared file as it is for a dealer with no remote photos, and refuses a shared [images] table", () => {
    expect(deployConfigToml("[build]\n", [])).toBe("[build]\n");
    expect(() => deployConfigToml("[images]\n  remote_images = []\n", ["https://a.example"])).toThrow(/\[images\]/);
  });

  it("reads the hosts the dealer's build wrote beside its pages", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deploy-config-"));
    await mkdir(join(dir, "site"));
    await writeFile(
      join(dir, "site", ".image-hosts.json"),
      JSON.stringify({ origins: ["https://photos.example"], configured: [] }),
    );
    const file = await writeDeployConfig(`test-${Date.now()}`, join(dir, "site"));
    expect(
      (parse(await readFile(file, "utf8")) as { images: { remote_images: string[] } }).images.remote_images,
    ).toEqual(remoteImagePatterns(["https://photos.example"]));
  });
});
