// Shared by the server's tests: a throwaway dist with two tenants and a raw HTTP client.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export const FIXTURE_FUNCTIONS = join(import.meta.dirname, "../fixtures/functions");

export function makeDist(): { distDir: string; cleanup: () => void } {
  const distDir = mkdtempSync(join(tmpdir(), "forecourt-dist-"));
  for (const slug of ["tenant-a", "tenant-b"]) {
    const files: Record<string, string> = {
      "index.html": `<h1>${slug} home</h1>`,
      "cars/a/index.html": `<h1>${slug} car a</h1>`,
      "models/f/suv/1/index.html": `<h1>${slug} SUV models</h1>`,
      "cars/shell/checkout/index.html": `<h1>${slug} checkout</h1>`,
      "404.html": `<h1>${slug} not found</h1>`,
      "_astro/x.js": `console.log(${JSON.stringify(slug)});`,
      "_astro/big.css": `/* ${slug} */ ${".a{color:red}\n".repeat(500)}`,
      "logo.svg": `<svg xmlns="http://www.w3.org/2000/svg"><title>${slug}</title></svg>`,
      "about.html": `<h1>${slug} about</h1>`,
      "images/car.webp": "RIFF-not-really-webp",
      "search-index.json": `{"tenant":"${slug}"}`,
      ".secret": "never served",
      _redirects:
        "/cars/gone  /search/kia/rio  301\n/print  car_id=:slug  /cars/:slug/  302\n/cars/a  /elsewhere  301\n/models  body=:body  /models/f/:body/1/  200\n/cars/a/checkout  /cars/shell/checkout/  200\n",
      _headers: `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-${slug}'\n\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
    };
    for (const [path, content] of Object.entries(files)) {
      const file = join(distDir, slug, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  mkdirSync(join(distDir, "half-built")); // a folder without index.html is not listed
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: () => any;
}

export interface RawRequest {
  path: string;
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** node:http rather than fetch: fetch normalises `..` away and won't let us pick the Host header. */
export function rawRequest(port: number, options: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: options.path,
        method: options.method ?? "GET",
        headers: { host: options.host ?? `localhost:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
