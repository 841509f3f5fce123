import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { getStore } from "@netlify/blobs";
import { IMAGE_TYPES, type ImageKind } from "#lib/content/uploaded-image.ts";
import { dataDir, isProduction } from "../platform/env.ts";

/**
 * Where editors' uploaded photos are kept — Netlify Blobs on a deployed site (the site's
 * own object store, no account or key to set up), a folder under .data locally
 * (UPLOAD_STORE=local|netlify-blobs to choose). Keys are `<dealer>/<content hash>.<ext>`: a photo
 * is never changed in place, so it can be cached for a year.
 */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface UploadStore {
  put(key: string, object: StoredObject): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  has(key: string): Promise<boolean>;
}

export function uploadStoreName(): "local" | "netlify-blobs" {
  const name = process.env.UPLOAD_STORE || (isProduction() ? "netlify-blobs" : "local");
  if (name !== "local" && name !== "netlify-blobs")
    throw new Error(`UPLOAD_STORE must be "local" or "netlify-blobs", not "${name}"`);
  return name;
}

export function uploadStore(): UploadStore {
  return uploadStoreName() === "local" ? localUploadStore(join(dataDir(), "uploads")) : netlifyBlobsStore();
}

/** Files in a folder; the type follows from the key's extension. Written whole or not at all. */
export function localUploadStore(root: string): UploadStore {
  return {
    async put(key, object) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.part`, object.bytes);
      await rename(`${file}.part`, file);
    },
    async get(key) {
      const bytes = await readFile(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
      return (
        bytes && { bytes, contentType: IMAGE_TYPES[key.split(".").pop() as ImageKind] ?? "application/octet-stream" }
      );
    },
    has: (key) =>
      stat(join(root, key)).then(
        () => true,
        () => false,
      ),
  };
}

function netlifyBlobsStore(): UploadStore {
  // Strong consistency: the photo is read back (by the image CDN) a moment after it is written.
  const store = getStore({ name: "forecourt-uploads", consistency: "strong" });
  return {
    async put(key, object) {
      await store.set(key, new Blob([object.bytes as Uint8Array<ArrayBuffer>]), {
        metadata: { contentType: object.contentType },
      });
    },
    async get(key) {
      const found = await store.getWithMetadata(key, { type: "arrayBuffer" });
      if (!found) return undefined;
      return { bytes: new Uint8Array(found.data), contentType: String(found.metadata.contentType ?? "") };
    },
    has: async (key) => Boolean(await store.getMetadata(key)),
  };
}
