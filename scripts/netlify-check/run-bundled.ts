import StreamZip from "node-stream-zip";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { headersFrom, toWebRequest, writeWebResponse } from "../server/web-bridge.ts";

/**
 * One function as Netlify ships it, in a process of its own: its zip unpacked into an empty folder
 * (the working directory, as /var/task is on the platform), its module imported from there, and
 * requests answered over HTTP. Prints one JSON line once ready: { port, importMs }. A file the
 * bundle needs but the zip lacks fails here as it would in production.
 *
 *   node scripts/netlify-check/run-bundled.ts .netlify/functions/leads.zip
 */
const zipFile = process.argv[2];
if (!zipFile) throw new Error("usage: run-bundled.ts <function.zip>");
const name = basename(zipFile, ".zip");
const dir = mkdtempSync(join(tmpdir(), `forecourt-fn-${name}-`));
const zip = new StreamZip.async({ file: zipFile });
const entries = Object.keys(await zip.entries());
await zip.extract(null, dir);
await zip.close();
const main = entries.find((entry) => entry.endsWith(`/${name}.mjs`) && !basename(entry).startsWith("___"));
if (!main) throw new Error(`${zipFile} holds no ${name}.mjs`);
process.chdir(dir);

const started = performance.now();
const mod = (await import(pathToFileURL(join(dir, main)).href)) as {
  default: (request: Request, context: object) => Promise<Response>;
};
const importMs = performance.now() - started;

const pending = new Set<Promise<unknown>>();
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const request = toWebRequest(req, url, headersFrom(req), new AbortController().signal);
  const context = {
    ip: "203.0.113.50",
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
