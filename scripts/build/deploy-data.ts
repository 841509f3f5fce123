import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readTenantSnapshot, TENANT_SNAPSHOT_KEY } from "#lib/tenant/tenant-snapshot.ts";

/**
 * Netlify's Frameworks API: every `<key>/blob` under this folder becomes a deploy-scoped blob of the
 * deploy being made (`netlify build` uploads it, and so does `netlify deploy` of a prebuilt site;
 * @netlify/build lib/utils/frameworks_api.js and lib/plugins_core/blobs_upload).
 */
export const DEPLOY_BLOBS_DIR = join(".netlify", "v1", "blobs", "deploy");

/**
 * Writes a dealer's own files (tenant.json, feed/, content/) as its deploy's blob, which its
 * functions read at run time (functions/_shared/platform/tenant-files.ts) instead of carrying every dealer.
 */
export async function writeTenantDeployBlob(
  tenantsDir: string,
  slug: string,
  projectRoot = process.cwd(),
): Promise<{ file: string; bytes: number }> {
  const snapshot = await readTenantSnapshot(tenantsDir, slug);
  const file = join(projectRoot, DEPLOY_BLOBS_DIR, TENANT_SNAPSHOT_KEY, "blob");
  const body = JSON.stringify(snapshot);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.part`, body);
  await rename(`${file}.part`, file);
  return { file, bytes: Buffer.byteLength(body) };
}
