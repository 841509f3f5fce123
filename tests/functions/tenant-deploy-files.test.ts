import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { getDeployStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import leadsFn from "../../functions/leads.ts";
import { type Database, useDatabase } from "../../functions/_shared/platform/db/client.ts";
import { openTestPglite } from "./support/databases.ts";
import { forgetDeploySnapshot, NO_SNAPSHOT, tenantFilesSource } from "../../functions/_shared/platform/tenant-files.ts";
import { clearTenantCache, listTenantSlugs, loadTenant } from "../../functions/_shared/platform/tenant.ts";
import { readTenantSnapshot, TENANT_SNAPSHOT_KEY } from "#lib/tenant/tenant-snapshot.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/**
 * A deployed function reads its dealer's files from its deploy (a deploy-scoped Netlify Blob the
 * build wrote), not from a tenants/ folder in its bundle. Netlify's own blobs server stands in for
 * the platform's store; the function code is the real one.
 */
const FIXTURES = resolve("tests/fixtures/function-tenants");
const SLUG = "two-yards";
const TOKEN = "blobs-token-for-tests";
const DEPLOY_ID = "deploy0123456789abcdef0";
let server: BlobsServer;
let blobsDir: string;
let database: Database;
let folderCars: number;

function useDeploy(edgeURL: string, deployID = DEPLOY_ID) {
  const context = { deployID, siteID: "site-under-test", token: TOKEN, edgeURL, primaryRegion: "us-east-1" };
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
  delete process.env.TENANTS_DIR;
  process.env.TENANT = SLUG;
  clearTenantCache();
  forgetDeploySnapshot();
}

let edgeURL: string;

beforeAll(async () => {
  folderCars = (await (await loadTenant(SLUG)).feed("cars")).length;
  blobsDir = mkdtempSync(join(tmpdir(), "forecourt-blobs-"));
  server = new BlobsServer({ directory: blobsDir, token: TOKEN, logger: () => {} });
  const { port } = await server.start();
  edgeURL = `http://127.0.0.1:${port}`;
  const store = getDeployStore({
    deployID: DEPLOY_ID,
    siteID: "site-under-test",
    token: TOKEN,
    edgeURL,
    region: "us-east-1",
  });
  await store.set(TENANT_SNAPSHOT_KEY, JSON.stringify(await readTenantSnapshot(FIXTURES, SLUG)));
  database = await openTestPglite();
  useDatabase(database);
  useDeploy(edgeURL);
});

afterAll(async () => {
  useDatabase(null);
  await database.close();
  await server.stop();
  rmSync(blobsDir, { recursive: true, force: true });
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  delete process.env.TENANT;
  process.env.TENANTS_DIR = FIXTURES;
  clearTenantCache();
  forgetDeploySnapshot();
});

describe("a deployed function's dealer files", () => {
  it("come from the deploy when Netlify's Blobs context is present", async () => {
    expect(tenantFilesSource()).toBe("deploy");
    const tenant = await loadTenant(SLUG);
    expect(tenant.config.slug).toBe(SLUG);
    expect(await tenant.feed("cars")).toHaveLength(folderCars);
    expect(await listTenantSlugs()).toEqual([SLUG]);
  });

  it("keep the stock file's own time, which live stock changes are compared with", async () => {
    const tenant = await loadTenant(SLUG);
    const filed = statSync(join(FIXTURES, SLUG, "feed", "cars.json")).mtime;
    expect(Math.abs((await tenant.feedTime()).getTime() - filed.getTime())).toBeLessThan(1000);
  });

  it("take a lead with the deploy's copy", async () => {
    const { status } = await call(leadsFn, "/api/leads", {
      body: { ...TWO_YARDS_ENQUIRY, idempotency_key: "deploy-files-lead-0001" },
    });
    expect(status).toBe(201);
  });

  it("are refused when they are another dealer's than the site's TENANT", async () => {
    process.env.TENANT = "one-yard";
    clearTenantCache();
    forgetDeploySnapshot();
    await expect(loadTenant("one-yard")).rejects.toThrow(
      "this deploy holds two-yards's files but the site's TENANT is one-yard",
    );
    useDeploy(edgeURL);
  });

  it("fail with a message saying what is missing when the deploy holds none", async () => {
    useDeploy(edgeURL, "deployWithNothing0000000");
    await expect(loadTenant(SLUG)).rejects.toThrow(NO_SNAPSHOT);
    useDeploy(edgeURL);
  });
});
