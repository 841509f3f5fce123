import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createForecourtServer, listBuiltTenants, type ForecourtServer } from "./create-server.ts";
import { FIXTURE_FUNCTIONS, makeDist, rawRequest, type RawRequest } from "../../tests/support/server-fixtures.ts";

let forecourt: ForecourtServer;
let port: number;
let dist: ReturnType<typeof makeDist>;

beforeAll(async () => {
  dist = makeDist();
  forecourt = createForecourtServer({ distDir: dist.distDir, functionsDir: FIXTURE_FUNCTIONS });
  ({ port } = await forecourt.listen(0));
});

afterAll(async () => {
  await forecourt.close();
  dist.cleanup();
});

const get = (options: RawRequest) => rawRequest(port, options);
const tenantA = (path: string, extra: Omit<RawRequest, "path"> = {}) =>
  get({ host: `tenant-a.localhost:${port}`, path, ...extra });

describe("tenant selection", () => {
  it("lists built tenants: folders with an index.html, sorted", () => {
    expect(listBuiltTenants(dist.distDir)).toEqual(["tenant-a", "tenant-b"]);
  });

  it("never serves the bundled functions (dist/functions) as a site", async () => {
    mkdirSync(join(dist.distDir, "functions"), { recursive: true });
    writeFileSync(join(dist.distDir, "functions", "index.html"), "not a site");
    writeFileSync(join(dist.distDir, "functions", "leads.mjs"), "export default 1;");
    expect(listBuiltTenants(dist.distDir)).not.toContain("functions");
    expect((await get({ host: `functions.localhost:${port}`, path: "/leads.mjs" })).text).not.toContain(
      "export default",
    );
  });

  it("picks the tenant from <slug>.localhost", async () => {
    expect((await tenantA("/")).text).toContain("tenant-a home");
    expect((await get({ host: `tenant-b.localhost:${port}`, path: "/" })).text).toContain("tenant-b home");
    expect((await get({ host: `TENANT-B.localhost`, path: "/" })).text).toContain("tenant-b home");
  });

  it("accepts the x-forecourt-tenant header on a host that names no tenant, and only there", async () => {
    const res = await get({ path: "/cars/a/", headers: { "x-forecourt-tenant": "tenant-b" } });
    expect(res.text).toContain("tenant-b car a");
    expect((await tenantA("/cars/a/", { headers: { "x-forecourt-tenant": "tenant-b" } })).text).toContain(
      "tenant-a car a",
    );
  });

  it("answers a Host no browser sends with 400 or 404, never 500", async () => {
    expect((await get({ host: "tenant-a.localhost:99999", path: "/" })).status).toBe(400);
    expect((await get({ host: `${"a".repeat(300)}.localhost:${port}`, path: "/" })).status).toBe(404);
    expect((await get({ path: "/", headers: { "x-forecourt-tenant": "b".repeat(300) } })).status).toBe(404);
  });

  it("answers plain localhost with an index linking every tenant", async () => {
    const res = await get({ path: "/" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toContain(`href="http://tenant-a.localhost:${port}/"`);
    expect(res.text).toContain(`href="http://tenant-b.localhost:${port}/"`);
    expect(res.text).not.toContain("half-built");
  });

  it("answers an unknown tenant with a 404 page naming the tenants that exist", async () => {
    const res = await get({ host: `nobody.localhost:${port}`, path: "/" });
    expect(res.status).toBe(404);
    expect(res.text).toContain("nobody");
    expect(res.text).toContain("tenant-a");
    expect(res.text).toContain("tenant-b");
    expect((await get({ path: "/", headers: { "x-forecourt-tenant": "../tenant-a" } })).status).toBe(404);
  });
});

describe("static files", () => {
  it.each([
    ["/cars/a", "tenant-a car a"],
    ["/cars/a/", "tenant-a car a"],
    ["/cars/a/index.html", "tenant-a car a"],
    ["/about", "tenant-a about"],
    ["/about.html", "tenant-a about"],
    ["/?utm_source=x", "tenant-a home"],
  ])("serves %s with 200 and no redirect", async (path, content) => {
    const res = await tenantA(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(content);
  });

  it("answers an unknown path with the tenant's 404.html and status 404", async () => {
    const res = await tenantA("/no/such/page");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toContain("tenant-a not found");
  });

  it.each([
    "/../tenant-b/index.html",
    "/%2e%2e/tenant-b/index.html",
    "/cars/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e%5ctenant-b",
    "/index.html%00.js",
    "/.secret",
  ])("never leaves the tenant folder for %s", async (path) => {
    const res = await tenantA(path);
    expect([400, 404]).toContain(res.status);
    expect(res.text).not.toContain("tenant-b");
    expect(res.text).not.toContain("root:");
    expect(res.text).not.toContain("never served");
  });

  it.each([
    ["/", "text/html; charset=utf-8"],
    ["/_astro/x.js", "text/javascript; charset=utf-8"],
    ["/_astro/big.css", "text/css; charset=utf-8"],
    ["/logo.svg", "image/svg+xml"],
    ["/images/car.webp", "image/webp"],
    ["/search-index.json", "application/json; charset=utf-8"],
  ])("sends %s as %s", async (path, type) => {
    expect((await tenantA(path)).headers["content-type"]).toBe(type);
  });

  it("caches /_astro/ forever and revalidates everything else", async () => {
    expect((await tenantA("/_astro/x.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await tenantA("/cars/a/")).headers["cache-control"]).toBe("no-cache");
  });

  it("adds the security headers", async () => {
    const res = await tenantA("/");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("sends the tenant's own _headers, as Netlify does, on pages, redirects and not-found pages", async () => {
    for (const path of ["/", "/cars/gone", "/nowhere"])
      expect((await tenantA(path)).headers["content-security-policy"]).toBe(
        "default-src 'self'; script-src 'self' 'sha256-tenant-a'",
      );
    const other = await get({ host: `tenant-b.localhost:${port}`, path: "/" });
    expect(other.headers["content-security-policy"]).toContain("'sha256-tenant-b'");
    expect((await tenantA("/_headers")).status).toBe(404);
  });

  it("answers If-None-Match with 304 and an empty body", async () => {
    const first = await tenantA("/logo.svg");
    expect(first.headers.etag).toBeTruthy();
    const second = await tenantA("/logo.svg", { headers: { "if-none-match": first.headers.etag! } });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect((await tenantA("/logo.svg", { headers: { "if-none-match": '"other"' } })).status).toBe(200);
  });

  it("compresses text with brotli or gzip when the client accepts it", async () => {
    const plain = await tenantA("/_astro/big.css");
    const br = await tenantA("/_astro/big.css", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await tenantA("/_astro/big.css", { headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(
      (await tenantA("/images/car.webp", { headers: { "accept-encoding": "br" } })).headers["content-encoding"],
    ).toBeUndefined();
  });

  it("answers HEAD with headers and no body", async () => {
    const res = await tenantA("/cars/a", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(Number(res.headers["content-length"])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it("refuses other methods on static paths with 405", async () => {
    const res = await tenantA("/cars/a/", { method: "POST", body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });
});

describe("_redirects", () => {
  it("redirects a path with no file, with query-parameter rules, as Netlify does", async () => {
    const gone = await tenantA("/cars/gone");
    expect([gone.status, gone.headers.location]).toEqual([301, "/search/kia/rio"]);
    const print = await tenantA("/print?car_id=a");
    expect([print.status, print.headers.location]).toEqual([302, "/cars/a/"]);
  });
  it("serves a rewritten path (status 200) from its target page at the address asked, with its query, and 404s the rest", async () => {
    for (const path of ["/cars/a/checkout", "/cars/a/checkout/", "/cars/a/checkout?reservation=r1"]) {
      const res = await tenantA(path);
      expect([res.status, res.headers.location, res.text], path).toEqual([
        200,
        undefined,
        "<h1>tenant-a checkout</h1>",
      ]);
    }
    expect((await tenantA("/cars/b/checkout")).status).toBe(404);
  });
  it("rewrites a query value in any case onto the lowercase page, as Netlify's case-insensitive paths do", async () => {
    for (const value of ["suv", "SUV", "Suv"]) {
      const res = await tenantA(`/models?body=${value}`);
      expect([res.status, res.text], value).toEqual([200, "<h1>tenant-a SUV models</h1>"]);
    }
  });
  it("never shadows a file that exists, and never serves the rules file", async () => {
    expect((await tenantA("/cars/a")).status).toBe(200);
    expect((await tenantA("/_redirects")).status).toBe(404);
  });
});
