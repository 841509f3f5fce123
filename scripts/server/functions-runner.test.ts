import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createForecourtServer, type ForecourtServer } from "./create-server.ts";
import { createFunctionsRunner } from "./functions-runner.ts";
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

const call = (slug: string, path: string, extra: Omit<RawRequest, "path"> = {}) =>
  rawRequest(port, { host: `${slug}.localhost:${port}`, path, ...extra });

describe("loading", () => {
  it("routes top-level files only: _shared/ and _broken/ are not functions", async () => {
    const names = (await forecourt.ready).routes.map((r) => r.name).sort();
    expect(names).toEqual([
      "boom",
      "cars-search",
      "echo",
      "files",
      "later",
      "legacy-path",
      "methods",
      "multi",
      "not-a-response",
      "stream",
    ]);
  });

  it("reports a module that fails to import, with its file, and serves the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const runner = await createFunctionsRunner(join(FIXTURE_FUNCTIONS, "_broken"));
    expect(runner.routes.map((r) => r.name)).toEqual(["fine"]);
    expect(errors.mock.calls.flat().join(" ")).toMatch(/skipped .*_broken\/broken\.ts: .*fails on import/s);
    errors.mockRestore();
  });
});

describe("routing", () => {
  it("passes :params, tenant, method and body to the function", async () => {
    const res = await call("tenant-b", "/api/echo/42?x=1", {
      method: "POST",
      body: '{"hello":"world"}',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      method: "POST",
      tenant: "tenant-b",
      params: { id: "42" },
      body: '{"hello":"world"}',
      contentType: "application/json",
    });
    expect(body.url).toBe(`http://tenant-b.localhost:${port}/api/echo/42?x=1`);
    expect(body.envTenant).toBeNull();
  });

  it("gives the function a Netlify-shaped context", async () => {
    const body = (await call("tenant-a", "/api/echo/1")).json();
    expect(body.site).toEqual({ id: "local-tenant-a", name: "tenant-a", url: `http://tenant-a.localhost:${port}` });
    expect(body.deploy).toMatchObject({ context: "dev", published: false });
    expect(body.server).toEqual({ region: "local" });
    expect(body.geo.country.code).toBe("AU");
    expect(body.ip).toBe("127.0.0.1");
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("tells the function its tenant in x-forecourt-tenant: the host's, whatever the client sent", async () => {
    const spoofed = await call("tenant-a", "/api/echo/1", { headers: { "x-forecourt-tenant": "tenant-b" } });
    expect(spoofed.json().tenant).toBe("tenant-a");
    const bare = await rawRequest(port, { path: "/api/echo/1", headers: { "x-forecourt-tenant": "tenant-b" } });
    expect(bare.json().tenant).toBe("tenant-b");
  });

  it("takes the caller's address from the socket, never from a client-sent header", async () => {
    const res = await call("tenant-a", "/api/echo/1", { headers: { "x-nf-client-connection-ip": "198.51.100.1" } });
    expect(res.json().ip).toBe("127.0.0.1");
  });

  it("answers TRACE with 405, not 500", async () => {
    const res = await call("tenant-a", "/.netlify/functions/legacy-path", { method: "TRACE" });
    expect(res.status).toBe(405);
    expect(res.json().error.code).toBe("method_not_allowed");
  });

  it("turns context.cookies into Set-Cookie, next to the response's own", async () => {
    const res = await call("tenant-a", "/api/echo/7", { headers: { cookie: "visitor=abc; other=1" } });
    expect(res.json().cookieIn).toBe("abc");
    expect(res.headers["set-cookie"]).toEqual(["own=1; Path=/", "seen=7; Path=/; HttpOnly; SameSite=Lax"]);
  });

  it("matches a trailing * wildcard", async () => {
    expect((await call("tenant-a", "/api/files/a/b.txt")).json()).toEqual({ params: { "0": "a/b.txt" } });
  });

  it("serves every path of an array config.path", async () => {
    expect((await call("tenant-a", "/api/multi/a")).text).toBe("/api/multi/a");
    expect((await call("tenant-a", "/api/multi/b")).text).toBe("/api/multi/b");
  });

  it("prefers a literal path over a :param", async () => {
    expect((await call("tenant-a", "/api/cars/search")).text).toBe("/api/cars/search");
    expect((await call("tenant-a", "/api/cars/abc")).text).toBe("/api/cars/abc");
  });

  it("honours config.method", async () => {
    expect((await call("tenant-a", "/api/only-post", { method: "POST" })).status).toBe(201);
    const res = await call("tenant-a", "/api/only-post");
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "No function answers GET /api/only-post" } });
  });

  it("answers unknown /api paths and _shared modules with the JSON 404", async () => {
    const res = await call("tenant-a", "/api/helper");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().error.code).toBe("not_found");
  });

  it("serves a function without config.path at /.netlify/functions/<name>", async () => {
    expect((await call("tenant-a", "/.netlify/functions/legacy-path")).text).toBe("legacy");
  });

  it("streams a response body and makes getContext() work", async () => {
    expect((await call("tenant-b", "/api/stream")).text).toBe("first chunk for tenant-b\nsecond chunk\n");
  });
});

describe("failures", () => {
  it("logs a rejected context.waitUntil() promise and keeps serving", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await call("tenant-a", "/api/later")).status).toBe(202);
    await (await forecourt.ready).settle();
    expect(errors.mock.calls.flat().join(" ")).toContain("waitUntil() promise rejected");
    errors.mockRestore();
    expect((await call("tenant-a", "/api/echo/1")).status).toBe(200);
  });

  it.each(["/api/boom", "/api/not-a-response"])("answers %s with the spec's 500 and keeps serving", async (path) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call("tenant-a", path);
    expect(res.status).toBe(500);
    expect(res.json()).toEqual({ error: { code: "internal", message: "An unexpected error occured" } });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    expect((await call("tenant-a", "/api/echo/still-alive")).status).toBe(200);
    expect((await call("tenant-a", "/")).status).toBe(200);
  });
});
