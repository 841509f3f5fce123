import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { IMAGE_HOSTS_FILE, type ImageHosts, remoteImagePatterns } from "#lib/media/remote-images.ts";

/**
 * The nightly deploys a dealer's prebuilt site (`netlify deploy --no-build`), and a
 * prebuilt deploy takes its settings from a netlify.toml only: Netlify's build output config
 * (`.netlify/v1/config.json`, which a Netlify build reads) is not part of it. So each dealer's deploy
 * gets the shared netlify.toml with that dealer's image hosts (the ones its build wrote beside its
 * pages) added as `[images] remote_images`, passed with `--config`; the shared file is never edited.
 */

/** The shared netlify.toml with `[images] remote_images` for these origins appended (unchanged when there are none). */
export function deployConfigToml(shared: string, origins: readonly string[]): string {
  if (origins.length === 0) return shared;
  if (/^\s*\[images\]/m.test(shared))
    throw new Error(
      "netlify.toml has an [images] table: dealers' image hosts come from their builds (images.remoteHosts)",
    );
  // A JSON string is a TOML basic string (the same escapes), which keeps each pattern's backslashes.
  const patterns = remoteImagePatterns(origins).map((pattern) => `  ${JSON.stringify(pattern)},`);
  return `${shared.trimEnd()}\n\n# This dealer's image hosts, from its build (scripts/nightly/deploy-config.ts).\n[images]\n  remote_images = [\n${patterns.join("\n")}\n  ]\n`;
}

/** The dealer's deploy config: the shared netlify.toml with the image hosts its build in `siteDir` wrote. */
export async function dealerDeployConfig(siteDir: string, sharedToml = "netlify.toml"): Promise<string> {
  const hosts = await readFile(join(siteDir, IMAGE_HOSTS_FILE), "utf8").then(
    (text) => JSON.parse(text) as ImageHosts,
    () => ({ origins: [], configured: [] }) as ImageHosts,
  );
  return deployConfigToml(await readFile(sharedToml, "utf8"), hosts.origins);
}

/** Writes the dealer's deploy config under .build/deploy/ and answers its path. */
export async function writeDeployConfig(slug: string, siteDir: string, sharedToml = "netlify.toml"): Promise<string> {
  const file = resolve(".build/deploy", `${slug}.netlify.toml`);
  await mkdir(resolve(file, ".."), { recursive: true });
  await writeFile(file, await dealerDeployConfig(siteDir, sharedToml));
  return file;
}
