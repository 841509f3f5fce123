import { getDeployStore } from "@netlify/blobs";
import { createHash } from "node:crypto";
import { access, mkdir, rename, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { TENANT_SNAPSHOT_KEY, type TenantSnapshot, tenantSnapshotSchema } from "#lib/tenant/tenant-snapshot.ts";

/**
 * Where a dealer's own files (tenant.json, feed/, content/) are read at run time.
 *
 * - "folder": `tenants/` in the repository (or TENANTS_DIR): the local server, tests and scripts.
 * - "deploy": the deploy's own copy, which the build wrote as a deploy-scoped Netlify Blob. The
 *   function bundles hold code only (the same bytes for every dealer), and a deploy's pages and
 *   functions read the same files, so a price on a page and in a lead email never disagree.
 *
 * A deployed function has Netlify's Blobs context in its environment; that, or TENANT_FILES=deploy,
 * chooses "deploy" (TENANT_FILES=folder or TENANTS_DIR choose the folder).
 */
export function tenantFilesSource(): "folder" | "deploy" {
  const chosen = process.env.TENANT_FILES;
  if (chosen === "folder" || chosen === "deploy") return chosen;
  if (chosen) throw new Error(`TENANT_FILES must be "folder" or "deploy", not "${chosen}"`);
  if (process.env.TENANTS_DIR) return "folder";
  const context =
    (globalThis as { netlifyBlobsContext?: string }).netlifyBlobsContext ?? process.env.NETLIFY_BLOBS_CONTEXT;
  return context ? "deploy" : "folder";
}

export function tenantsFolder(): string {
  return resolve(process.env.TENANTS_DIR || join(process.env.FORECOURT_ROOT || process.cwd(), "tenants"));
}

let unpacked: Promise<{ root: string; slug: string }> | undefined;

/** The deploy's snapshot, unpacked once per instance (a failed read is tried again by the next request). */
function deploySnapshot(): Promise<{ root: string; slug: string }> {
  unpacked ??= unpackDeploySnapshot();
  unpacked.catch(() => (unpacked = undefined));
  return unpacked;
}

/**
 * The folder holding `<slug>/tenant.json` and the rest: the repository's, or the deploy's snapshot
 * unpacked once per instance into the temp folder (the only disk a function may write).
 */
export async function tenantsRoot(): Promise<string> {
  if (tenantFilesSource() === "folder") return tenantsFolder();
  return (await deploySnapshot()).root;
}

/** The dealer whose files this deploy holds (deploy mode only). */
export async function deploySnapshotSlug(): Promise<string> {
  return (await deploySnapshot()).slug;
}

export const NO_SNAPSHOT =
  "this deploy holds no dealer files (deploy blob forecourt-tenant): deploy a site built by `npm run build -- --netlify <slug>`, which writes them";

async function unpackDeploySnapshot(): Promise<{ root: string; slug: string }> {
  const raw = await getDeployStore().get(TENANT_SNAPSHOT_KEY, { type: "arrayBuffer" });
  if (!raw) throw new Error(NO_SNAPSHOT);
  const bytes = Buffer.from(raw);
  const snapshot = tenantSnapshotSchema.parse(JSON.parse(bytes.toString("utf8")));
  const site = process.env.TENANT?.trim().toLowerCase();
  if (site && site !== snapshot.slug)
    throw new Error(
      `this deploy holds ${snapshot.slug}'s files but the site's TENANT is ${site}: build it with TENANT=${site}`,
    );
  // Named by the snapshot's digest: an instance that finds it unpacked already reuses it.
  const root = join(tmpdir(), "forecourt-tenant", createHash("sha256").update(bytes).digest("hex").slice(0, 16));
  const ready = await access(join(root, snapshot.slug, "tenant.json")).then(
    () => true,
    () => false,
  );
  if (!ready) await writeSnapshot(snapshot, root);
  return { root, slug: snapshot.slug };
}

/** Writes the files into a fresh folder, then moves it into place, so a reader never sees half. */
async function writeSnapshot(snapshot: TenantSnapshot, root: string): Promise<void> {
  const partial = `${root}.${process.pid}.part`;
  await rm(partial, { recursive: true, force: true });
  for (const [path, base64] of Object.entries(snapshot.files)) {
    const file = join(partial, snapshot.slug, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(base64, "base64"));
    const modified = new Date(snapshot.modified[path] ?? Date.now());
    await utimes(file, modified, modified);
  }
  await rm(root, { recursive: true, force: true });
  await rename(partial, root);
}

/** Tests: forget the unpacked snapshot, as a new instance would. */
export function forgetDeploySnapshot(): void {
  unpacked = undefined;
}
