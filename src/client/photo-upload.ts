import { consoleContentImage } from "#lib/api/console-content.ts";
import { UPLOAD_MAX_BYTES } from "#lib/content/uploaded-image.ts";
import { callApi } from "./call-api.ts";

/** Wider than any width the image CDN is asked for (the hero's 1600 on a 2× screen). */
const LONGEST_SIDE = 2400;

/**
 * An editor's photo, shrunk in the browser when it is over the upload limit (a phone's
 * camera makes 5–12 MB JPEGs), sent to the upload store; the path it is served at, or why not.
 */
export async function uploadPhoto(file: File): Promise<{ url: string } | { problem: string }> {
  const bytes = file.size > UPLOAD_MAX_BYTES ? await shrunk(file) : file;
  if (!bytes) return { problem: "Please choose a JPEG, PNG or WebP photo." };
  if (bytes.size > UPLOAD_MAX_BYTES) return { problem: "Please choose a photo under 4 MB." };
  const result = await callApi(consoleContentImage, { data: await base64(bytes) });
  return result.ok ? { url: result.data.url } : { problem: result.message };
}

async function shrunk(file: File): Promise<Blob | undefined> {
  const bitmap = await createImageBitmap(file).catch(() => undefined);
  if (!bitmap) return undefined;
  const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  // A busy photo (gravel, foliage) can still be big at 2,400 pixels: less quality until it fits.
  for (const quality of [0.85, 0.7, 0.55]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (!blob) return undefined;
    if (blob.size <= UPLOAD_MAX_BYTES || quality === 0.55) return blob;
  }
  return undefined;
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}
