/**
 * What a Netlify deploy uploads, decided the way Netlify decides it. The deploy API
 * (`POST /api/v1/sites/{site_id}/deploys`, netlify/open-api swagger.yml `deployFiles`) takes every
 * file of the new deploy as `files: { path: sha1 }` and every function as
 * `functions: { name: sha256 of its zip }`, and answers `required` and `required_functions`: the
 * digests it does not hold. The Netlify CLI then uploads every path (or function) whose digest is
 * required (netlify/cli src/utils/deploy/util.ts `getUploadList`), so two paths with the same new
 * contents are both sent, and a file that only moved, or whose contents another path of the last
 * deploy had, is not sent at all. Paths of the last deploy that are gone cost nothing: a deploy is
 * the whole site. Sources read: docs/operators.md § What a deploy uploads.
 */

/**
 * The Netlify CLI's deploy filter (netlify/cli src/commands/deploy/deploy.ts `getDeployFilesFilter`),
 * applied to every folder and file name under the site folder: a folder it refuses is not entered.
 * `_headers` and `_redirects` are not sent as files: the CLI merges them into the deploy's config.
 */
export function deployedName(name: string): boolean {
  if (name.startsWith(".") && name !== ".well-known") return false;
  if (name.startsWith("__MACOSX")) return false;
  return name !== "_headers" && name !== "_redirects";
}

/** A site file as the deploy names it (relative, "/"-separated, no leading slash). */
export interface FileEntry {
  sha1: string;
  size: number;
  /** When the digest was taken from this file (reused while size and mtime are the same). */
  mtimeMs?: number;
}

/** A function zip, by function name (its file name without `.zip`). */
export interface FunctionEntry {
  sha256: string;
  size: number;
  mtimeMs?: number;
}

/** What one deploy sends: stored after a deploy or a planned-only run, and compared with by the next. */
export interface DeployManifest {
  createdAt: string;
  files: Record<string, FileEntry>;
  /** null: no function zips were given ("not bundled"), so nothing is said about functions. */
  functions: Record<string, FunctionEntry> | null;
}

/** One side of a deploy (site files, or function zips) against the last manifest. */
export interface UploadSide {
  /** Paths (or functions) the deploy lists, and their bytes. */
  total: number;
  totalBytes: number;
  /** Distinct digests Netlify asks for (the length of `required` / `required_functions`). */
  required: number;
  /** Paths (or functions) uploaded for them, and their bytes. */
  upload: number;
  uploadBytes: number;
  /** Paths (or functions) of the last manifest that this deploy no longer has. */
  deleted: number;
  /** The first few paths sent and removed, in path order, for a person reading the report. */
  examples: { upload: string[]; deleted: string[] };
}

const EXAMPLES = 5;

export interface UploadPlan {
  files: UploadSide;
  /** null: not bundled (no function zips given). */
  functions: UploadSide | null;
  /** The manifest compared with: the last deploy's, or the last plan's; null when there is none (everything is sent). */
  against: { kind: "deploy" | "plan"; at: string } | null;
}

/** The rule for one side: a digest the last manifest held anywhere is not asked for. */
export function requiredUploads<E extends { size: number }>(
  next: Record<string, E>,
  previous: Record<string, E> | undefined,
  digestOf: (entry: E) => string,
): UploadSide {
  const held = new Set(Object.values(previous ?? {}).map(digestOf));
  const required = new Set<string>();
  const sent: string[] = [];
  let totalBytes = 0;
  let uploadBytes = 0;
  for (const [path, entry] of Object.entries(next)) {
    totalBytes += entry.size;
    const digest = digestOf(entry);
    if (held.has(digest)) continue;
    required.add(digest);
    sent.push(path);
    uploadBytes += entry.size;
  }
  const deleted = Object.keys(previous ?? {}).filter((path) => !(path in next));
  const first = (paths: string[]) => paths.sort().slice(0, EXAMPLES);
  return {
    total: Object.keys(next).length,
    totalBytes,
    required: required.size,
    upload: sent.length,
    uploadBytes,
    deleted: deleted.length,
    examples: { upload: first(sent), deleted: first(deleted) },
  };
}

/** The plan for a deploy of `next`, given the manifest of the last deploy (or plan), if any. */
export function planUpload(
  next: DeployManifest,
  previous: DeployManifest | undefined,
  kind: "deploy" | "plan",
): UploadPlan {
  return {
    files: requiredUploads(next.files, previous?.files, (entry) => entry.sha1),
    functions:
      next.functions === null
        ? null
        : requiredUploads(next.functions, previous?.functions ?? undefined, (entry) => entry.sha256),
    against: previous ? { kind, at: previous.createdAt } : null,
  };
}

/** Bytes as people read them in a report: 512 B, 41 KB, 3.2 MB (decimal units). */
export function bytesText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1e6) return `${Math.round(bytes / 1000)} KB`;
  if (bytes < 1e9) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${(bytes / 1e9).toFixed(2)} GB`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function filesText(side: UploadSide): string {
  const removed = side.deleted > 0 ? `, ${side.deleted} removed` : "";
  if (side.upload === 0) return `0 files${removed || " (unchanged)"}`;
  return `${plural(side.upload, "file", "files")}, ${bytesText(side.uploadBytes)}${removed}`;
}

function functionsText(side: UploadSide | null): string {
  if (!side) return "not bundled";
  const removed = side.deleted > 0 ? `, ${side.deleted} removed` : "";
  if (side.upload === 0) return `0${removed || " (unchanged)"}`;
  return `${side.upload} of ${side.total}, ${bytesText(side.uploadBytes)}${removed}`;
}

/** "deploy: 3 files, 41 KB; functions: 0 (unchanged)", and what it was compared with when nothing was. */
export function uploadText(plan: UploadPlan): string {
  const first = plan.against ? "" : " (no earlier manifest: everything)";
  return `deploy: ${filesText(plan.files)}; functions: ${functionsText(plan.functions)}${first}`;
}

/** A plan as the nightly report and `npm run rebuild` keep it: with its line, and whether the deploy was sent. */
export interface UploadReport extends UploadPlan {
  sent: boolean;
  text: string;
}

export function uploadReport(plan: UploadPlan, sent: boolean): UploadReport {
  return { ...plan, sent, text: `${uploadText(plan)}${sent ? "" : " (planned, not sent)"}` };
}
