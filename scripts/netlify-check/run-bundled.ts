import StreamZip from "node-stream-zip";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { headersFrom, toWebRequest, writeWebResponse } from "../server/web-bridge.ts";

/**
 * One function as Netlify ships it, in a process of its own: its zip unpacked into an empty folder
 * (the working directory, as /var/task is on the platform), its module imported from there, and
 * requests answered over HTTP. Prints one JSON line once ready: { port, importMs }. A file the
 * bundle needs but the zip lacks fails here as it would in production.
 *
 *   node scripts/netlify-check/run-bundled.ts .netlify/functions/leads.zip
 *   node scripts/netlify-check/run-bundled.ts dist/functions/leads.mjs   (a bundle, where it lies)
 */
const file = process.argv[2];
if (!file) throw new Error("usage: run-bundled.ts <function.zip | bundle.mjs>");
const name = basename(file).replace(/\.(zip|mjs)$/, "");
const entry = file.endsWith(".zip") ? await unpack(file) : resolve(file);

const started = performance.now();
const mod = (await import(pathToFileURL(entry).href)) as {
  default: (request: Request, context: object) => Promise<Response>;
};
const importMs = performance.now() - started;

const pending = new Set<Promise<unknown>>();
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const request = toWebRequest(req, url, headersFrom(req), new AbortController().signal);
  const context = {
    // Each request from an address of its own, so repeated checks never meet the per-address limits.
    ip: `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    waitUntil: (promise: Promise<unknown>) => {
      const tracked = Promise.resolve(promise).catch((error) => console.error(`[${name}] waitUntil:`, error));
      pending.add(tracked);
      tracked.finally(() => pending.delete(tracked));
    },
  };
  try {
    await writeWebResponse(res, await mod.default(request, context), [], req.method === "HEAD");
  } catch (error) {
    console.error(`[${name}] threw:`, error);
    res.writeHead(500).end();
  }
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ port, importMs }));
});

/** Unpacks a zip into an empty folder, made the working directory; returns its entry module. */
async function unpack(zipFile: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `forecourt-fn-${name}-`));
  const zip = new StreamZip.async({ file: zipFile });
  const entries = Object.keys(await zip.entries());
  await zip.extract(null, dir);
  await zip.close();
  const main = entries.find((path) => path === `${name}.mjs` || path.endsWith(`/${name}.mjs`));
  if (!main) throw new Error(`${zipFile} holds no ${name}.mjs`);
  process.chdir(dir);
  return join(dir, main);
}
