import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { TENANT_SNAPSHOT_KEY, tenantSnapshotSchema } from "#lib/tenant/tenant-snapshot.ts";
import { DATABASE_URL_NOT_SET } from "../functions/_shared/platform/db/client.ts";
import { DEPLOY_BLOBS_DIR } from "./build/deploy-data.ts";
import { FUNCTION_ZIPS_DIR } from "./build/functions-zip.ts";
import { startPostgresCluster } from "./db/postgres-cluster.ts";
import { inspectFunctionZips, mb } from "./netlify-check/bundles.ts";
import { listen, SAMPLE_LEAD, send, startDeployBlobs, startRunner } from "./netlify-check/harness.ts";

/**
 * `npm run check:netlify [-- <slug>] [--no-build]`: one dealer built the way Netlify builds it
 * (`netlify build --offline`, netlify.toml as it is), then proven as Netlify would run it:
 * 1. every function zip is under its size limit and holds no dealer's files and no PGlite;
 * 2. the deploy holds the dealer's files as its blob;
 * 3. each zip, unpacked into an empty folder, is imported by a plain Node process (its cold start);
 * 4. real requests against Postgres and the deploy's blob (Netlify's own blobs server stands in
 *    for the platform's): a lead stored and emailed to the dealer (a local Postmark stub),
 *    GET /api/staff/me 401, a service booking's free times;
 * 5. without DATABASE_URL the lead function refuses, naming the variable.
 * Report: .build/reports/check-netlify.json. Exit 1 when any check fails.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "no-build": { type: "boolean", default: false } },
});
const slug = positionals[0] ?? "bayside-ford";
/** The Host a shopper's browser sends to the dealer's site. */
const HOST = `${slug}.example.com`;
const FUNCTIONS_DIR = FUNCTION_ZIPS_DIR;
const failures: string[] = [];
const fail = (what: string) => {
  failures.push(what);
  console.log(`  ✗ ${what}`);
};
const pass = (what: string) => console.log(`  ✓ ${what}`);

if (!values["no-build"]) await netlifyBuild(slug);

console.log("\nFunction bundles (.netlify/functions):");
const zips = await inspectFunctionZips(FUNCTIONS_DIR);
if (zips.length === 0) fail(`no function zips in ${FUNCTIONS_DIR}`);
for (const zip of zips) for (const problem of zip.problems) fail(`${zip.name}: ${problem}`);
const largest = [...zips].sort((a, b) => b.zipped - a.zipped)[0];
const totalZipped = zips.reduce((sum, zip) => sum + zip.zipped, 0);
const totalUnzipped = zips.reduce((sum, zip) => sum + zip.unzipped, 0);
const lead = zips.find((zip) => zip.name === "leads");
console.log(
  `  ${zips.length} functions, ${mb(totalZipped)} zipped (${mb(totalUnzipped)} unzipped); largest ${largest?.name} ${mb(largest?.zipped ?? 0)}; leads ${mb(lead?.zipped ?? 0)} zipped, ${mb(lead?.unzipped ?? 0)} unzipped`,
);
if (zips.every((zip) => zip.problems.length === 0)) pass("no bundle holds tenants/ or PGlite, none over its limit");

console.log("\nThe deploy's dealer files:");
const blobFile = join(DEPLOY_BLOBS_DIR, TENANT_SNAPSHOT_KEY, "blob");
let blob: Buffer | undefined;
if (!existsSync(blobFile)) fail(`${blobFile} is missing: the build did not write ${slug}'s files`);
else {
  blob = await readFile(blobFile);
  const snapshot = tenantSnapshotSchema.parse(JSON.parse(blob.toString("utf8")));
  if (snapshot.slug !== slug) fail(`${blobFile} holds ${snapshot.slug}, not ${slug}`);
  else pass(`${blobFile}: ${Object.keys(snapshot.files).length} files of ${slug}, ${mb(blob.length)}`);
}

const report: Record<string, unknown> = { slug, zips: zips.map(({ problems, ...zip }) => ({ ...zip, problems })) };
if (blob) report.runs = await runBundled(blob);
report.failures = failures;
await mkdir(join(".build", "reports"), { recursive: true });
await writeFile(join(".build", "reports", "check-netlify.json"), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nReport: .build/reports/check-netlify.json`);
if (failures.length) {
  console.log(`\n${failures.length} check(s) failed.`);
  process.exit(1);
}
console.log("\nEvery check passed.");
process.exit(0);

async function netlifyBuild(tenantSlug: string): Promise<void> {
  console.log(`Building ${tenantSlug} with Netlify's CLI: TENANT=${tenantSlug} netlify build --offline`);
  // The CLI adds zips beside the last build's: a renamed or removed function's old zip would stay,
  // be counted and be imported, and a deploy from this folder would ship it.
  await rm(FUNCTIONS_DIR, { recursive: true, force: true });
  const started = performance.now();
  const code = await new Promise<number>((done) => {
    const child = spawn("npx", ["--no-install", "netlify", "build", "--offline"], {
      env: { ...process.env, TENANT: tenantSlug, NETLIFY_TELEMETRY_DISABLED: "1", ASTRO_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const prefix = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) console.log(`  | ${line}`);
    };
    child.stdout.on("data", prefix);
    child.stderr.on("data", prefix);
    child.on("close", (exit) => done(exit ?? 1));
  });
  console.log(`netlify build --offline: exit ${code} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (code !== 0) {
    console.log("The Netlify build failed; nothing else can be checked.");
    process.exit(1);
  }
}

async function runBundled(blob: Buffer): Promise<Record<string, unknown>> {
  const snapshot = tenantSnapshotSchema.parse(JSON.parse(blob.toString("utf8")));
  const locations = JSON.parse(Buffer.from(snapshot.files["feed/locations.json"] ?? "", "base64").toString() || "[]");
  const firstYard = String((locations as { id: unknown }[])[0]?.id ?? "");
  console.log("\nStarting Postgres, a Postmark stub and Netlify's blobs server…");
  const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster();
  const databaseUrl = process.env.DATABASE_URL ?? cluster?.url;
  if (!databaseUrl) {
    fail("no Postgres: set DATABASE_URL or install Debian's postgresql");
    return {};
  }
  const emails: { To?: string; Subject?: string }[] = [];
  const postmark = await listen((body) => emails.push(JSON.parse(body)), { MessageID: "check", ErrorCode: 0 });
  const blobs = await startDeployBlobs(blob);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    TENANT: slug,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "check-netlify-session-secret-0123456789abcdef",
    POSTMARK_SERVER_TOKEN: "check-netlify",
    POSTMARK_API_URL: postmark.url,
    NETLIFY_BLOBS_CONTEXT: blobs.context,
    BUILD_TRIGGER: "off",
  };
  const imports: Record<string, number> = {};
  try {
    console.log("\nEach zip imported by a fresh Node process (cold start):");
    for (const zip of zips) {
      try {
        const runner = await startRunner(join(FUNCTIONS_DIR, `${zip.name}.zip`), env);
        imports[zip.name] = Math.round(runner.importMs);
        runner.child.kill();
      } catch (error) {
        fail(`${zip.name}: ${(error as Error).message}`);
      }
    }
    const times = Object.values(imports).sort((a, b) => a - b);
    console.log(
      `  ${times.length} imported: median ${times[Math.floor(times.length / 2)] ?? "-"} ms, max ${times.at(-1) ?? "-"} ms, leads ${imports.leads ?? "-"} ms`,
    );
    const requests = await realRequests(env, databaseUrl, emails, firstYard).catch((error: Error) => {
      fail(`the real requests stopped: ${error.message}`);
      return {};
    });
    return { imports, ...requests };
  } finally {
    await blobs.stop();
    postmark.close();
    await cluster?.stop();
  }
}

async function realRequests(
  env: NodeJS.ProcessEnv,
  databaseUrl: string,
  emails: { To?: string; Subject?: string }[],
  firstYard: string,
): Promise<Record<string, unknown>> {
  console.log("\nReal requests to the bundled functions:");
  const result: Record<string, unknown> = {};
  const leads = await startRunner(join(FUNCTIONS_DIR, "leads.zip"), env);
  try {
    const started = performance.now();
    const answer = await send(HOST, leads, "POST", "/api/leads", SAMPLE_LEAD);
    result.firstLeadMs = Math.round(performance.now() - started);
    if (answer.status !== 201) fail(`POST /api/leads answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    else {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const stored = await client.query("select count(*)::int as n from leads where tenant = $1 and email = $2", [
        slug,
        SAMPLE_LEAD.email,
      ]);
      await client.end();
      if (stored.rows[0]?.n !== 1) fail("the lead was answered 201 but is not in Postgres");
      else pass(`POST /api/leads: 201 in ${result.firstLeadMs} ms (its first request), stored in Postgres`);
      // Two emails follow a lead: the dealer's copy and the shopper's acknowledgement.
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && emails.length < 2) await new Promise((r) => setTimeout(r, 200));
      const subjects = emails.map((e) => e.Subject).join("; ");
      if (emails.length < 2)
        fail(`within 15 s of the lead, ${emails.length} of its 2 emails reached Postmark (${subjects})`);
      else pass(`delivered: ${emails.length} emails sent through Postmark (${subjects})`);
    }
  } finally {
    leads.child.kill();
  }
  const staff = await startRunner(join(FUNCTIONS_DIR, "staff-me.zip"), env);
  const me = await send(HOST, staff, "GET", "/api/staff/me");
  staff.child.kill();
  if (me.status !== 401) fail(`GET /api/staff/me answered ${me.status}, not 401`);
  else pass("GET /api/staff/me: 401 without a session");
  const slotsRunner = await startRunner(join(FUNCTIONS_DIR, "appointments-slots.zip"), env);
  const slots = await send(HOST, slotsRunner, "GET", `/api/appointments/slots?kind=service&location_id=${firstYard}`);
  slotsRunner.child.kill();
  const listed = (slots.json as { slots?: unknown[] }).slots;
  if (slots.status !== 200 || !Array.isArray(listed) || listed.length === 0)
    fail(`GET /api/appointments/slots answered ${slots.status}: ${JSON.stringify(slots.json).slice(0, 200)}`);
  else pass(`GET /api/appointments/slots?kind=service at yard ${firstYard}: ${listed.length} free times`);

  const { DATABASE_URL: _, ...withoutDatabase } = env;
  const refusing = await startRunner(join(FUNCTIONS_DIR, "leads.zip"), withoutDatabase);
  const refused = await send(HOST, refusing, "POST", "/api/leads", { ...SAMPLE_LEAD, email: "no-db@example.com" });
  await new Promise((r) => setTimeout(r, 200));
  refusing.child.kill();
  if (refused.status < 500 || !refusing.stderr().includes(DATABASE_URL_NOT_SET))
    fail(`without DATABASE_URL a lead answered ${refused.status} and the log did not name DATABASE_URL`);
  else pass(`without DATABASE_URL: ${refused.status}, and the log says "DATABASE_URL is not set…"`);
  return result;
}
