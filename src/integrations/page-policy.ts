import { open } from "node:fs/promises";
import { scriptHashesInPage } from "#lib/security/headers.ts";

/** Astro writes a page's policy <meta> near the top of <head>: a few KB into the file. */
const HEAD_BYTES = 32 * 1024;

/**
 * The script hashes of a built page's policy, read from the start of the file: the _headers
 * policy needs every page's, and reading each whole page (2,000 cars: 7,500 files, 600 MB) was a
 * second of the build. A page whose <meta> is not within the first 32 KB is read whole.
 */
export async function pageScriptHashes(file: string): Promise<string[]> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const start = head.subarray(0, bytesRead).toString("utf8");
    if (bytesRead === size || /<meta http-equiv="content-security-policy" content="[^"]*"/i.test(start)) {
      return scriptHashesInPage(start);
    }
    const whole = Buffer.alloc(size);
    await handle.read(whole, 0, size, 0);
    return scriptHashesInPage(whole.toString("utf8"));
  } finally {
    await handle.close();
  }
}
