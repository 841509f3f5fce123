import { spawn } from "node:child_process";
import { writeTenantDeployBlob } from "../build/deploy-data.ts";
import { renewFunctionsManifest } from "../build/functions-zip.ts";
import { writeDeployConfig } from "./deploy-config.ts";

export interface DeployOutcome {
  /**
   * "skipped": not deployed, with the reason (no site id, no Netlify CLI, or the dealer failed
   * tonight, so its last good site stays live); "not needed": the dealer is unchanged and its last
   * good build is already on that site; "not requested": the night ran without --deploy.
   */
  status: "deployed" | "skipped" | "not needed" | "not requested" | "failed";
  message: string;
}

/** A night without --deploy: nothing was deployed, by choice. */
export const DEPLOY_NOT_REQUESTED: DeployOutcome = { status: "not requested", message: "run without --deploy" };

/** A night with --deploy, for a dealer that failed before its deploy: its site is left as it was. */
export const DEPLOY_SKIPPED_FAILED: DeployOutcome = {
  status: "skipped",
  message: "its config, feed or build failed; its last good site stays live",
};

function run(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn("npx", ["--no-install", "netlify", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", (error) => done({ code: 127, output: String(error) }));
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

let cliChecked: Promise<boolean> | undefined;

/** Is the Netlify CLI installed? (A devDependency: npm install brings it.) */
function netlifyCliAvailable(): Promise<boolean> {
  cliChecked ??= run(["--version"]).then((result) => result.code === 0);
  return cliChecked;
}

/** One deploy at a time: the deploy's blob folder (.netlify/v1/blobs/deploy) is one per checkout. */
let deploying: Promise<unknown> = Promise.resolve();

/**
 * `netlify deploy --no-build --prod --dir dist/<slug> --site <id> --config <the dealer's netlify.toml>`
 * (the site is already built, and the CLI builds by default; the config adds the dealer's image
 * hosts: ./deploy-config.ts); skipped with the reason when the CLI or the id is missing. The
 * dealer's files go with it as the deploy's blob, and the night's one bundle of function zips
 * (.netlify/functions, scripts/build/functions-zip.ts) is reused rather than bundled again.
 */
export async function deployToNetlify(
  slug: string,
  dir: string,
  siteId: string | undefined,
  /** Where the site id is set: "ops.netlifySiteId", or the environment variable ops.netlifySiteIdEnv names. */
  where: string,
  tenantsDir = "tenants",
): Promise<DeployOutcome> {
  if (!siteId) return { status: "skipped", message: `${slug}: ${where} is not set` };
  if (!(await netlifyCliAvailable()))
    return { status: "skipped", message: "the Netlify CLI is not installed (it is a devDependency: npm install)" };
  const config = await writeDeployConfig(slug, dir);
  const turn = deploying.then(async () => {
    await writeTenantDeployBlob(tenantsDir, slug);
    await renewFunctionsManifest();
    return run(deployArgs(dir, siteId, config));
  });
  deploying = turn.catch(() => {});
  const result = await turn;
  if (result.code === 0) return { status: "deployed", message: `deployed ${dir} to site ${siteId}` };
  const last = result.output.trim().split("\n").slice(-5).join("\n");
  return { status: "failed", message: `netlify deploy exited with ${result.code}: ${last}` };
}

/** The CLI's arguments for one dealer's prebuilt deploy. */
export const deployArgs = (dir: string, siteId: string, config: string): string[] => [
  "deploy",
  "--no-build",
  "--prod",
  "--dir",
  dir,
  "--site",
  siteId,
  "--config",
  config,
];
