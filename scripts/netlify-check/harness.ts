import { getDeployStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TENANT_SNAPSHOT_KEY } from "#lib/tenant/tenant-snapshot.ts";

/** What check:netlify and bench:cold-start share: bundled functions in processes of their own, as Netlify runs them. */

export interface Runner {
  child: ChildProcess;
  port: number;
  importMs: number;
  stderr: () => string;
}

/** Starts one zip's function in a plain Node process (run-bundled.ts) and waits for its ready line. */
export function startRunner(zip: string, env: NodeJS.ProcessEnv): Promise<Runner> {
  return new Promise((done, refuse) => {
    const child = spawn(process.execPath, [join("scripts", "netlify-check", "run-bundled.ts"), zip], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    let out = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) {
        const ready = JSON.parse(line) as { port: number; importMs: number };
        done({ child, ...ready, stderr: () => err });
      }
    });
    child.on("close", (code) => refuse(new Error(`${zip} exited with ${code} before it was ready:\n${err.trim()}`)));
  });
}

/** A request to a runner as a browser on the dealer's site sends it (Host is the site's). */
export function send(
  host: string,
  runner: Runner,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, refuse) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: runner.port,
        method,
        path,
        headers: {
          host,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on("end", () => {
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {}
          done({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on("error", refuse);
    req.end(payload);
  });
}

/** Netlify's own blobs server holding one deploy's dealer files; `context` is what a deployed function's environment carries. */
export async function startDeployBlobs(blob: Uint8Array): Promise<{ context: string; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), "forecourt-deploy-blobs-"));
  const token = "forecourt-deploy-blobs-token";
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const context = {
    deployID: "forecourtcheck0000000000",
    siteID: "forecourt-check",
    token,
    edgeURL: `http://127.0.0.1:${port}`,
    primaryRegion: "us-east-1",
  };
  await getDeployStore({ ...context, region: "us-east-1" }).set(TENANT_SNAPSHOT_KEY, new Blob([new Uint8Array(blob)]));
  return {
    context: Buffer.from(JSON.stringify(context)).toString("base64"),
    stop: async () => {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A local HTTP server answering every POST with `answer` (Postmark's /email). */
export async function listen(onBody: (body: string) => void, answer: unknown): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      if (req.method === "POST") onBody(body);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A general enquiry to a sample dealer, as a shopper's browser posts it. */
export const SAMPLE_LEAD = {
  kind: "general",
  first_name: "Netlify",
  last_name: "Check",
  email: "netlify-check@example.com",
  phone: "0412 345 678",
  comments: "Checking the deployed functions.",
  category: "Sales",
};
