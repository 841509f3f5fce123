import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopbackName, siteFetch } from "./site-fetch.ts";

// `--url http://bayside-ford.localhost:24567` reaches the local server as a browser's request would.
describe("siteFetch", () => {
  let server: Server;
  let port: number;
  const seen: { host?: string; method?: string; body: string; type?: string }[] = [];

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      seen.push({ host: request.headers.host, method: request.method, body, type: request.headers["content-type"] });
      if (request.url === "/gone") return response.writeHead(204).end();
      response.setHeader("set-cookie", ["a=1", "b=2"]);
      response.writeHead(request.url === "/refused" ? 409 : 200, { "content-type": "application/json" });
      response.end(JSON.stringify({ host: request.headers.host, path: request.url }));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each([
    ["localhost", true],
    ["bayside-ford.localhost", true],
    ["Bayside-Ford.LOCALHOST.", true],
    ["localhost.example.com", false],
    ["notlocalhost", false],
    ["127.0.0.1", false],
    ["bayside-ford.com.au", false],
  ])("%s is loopback by name: %s", (name, loopback) => {
    expect(isLoopbackName(name)).toBe(loopback);
  });

  it("sends a dealer's *.localhost name to this machine, keeping the name for the server", async () => {
    const answer = await siteFetch(`http://bayside-ford.localhost:${port}/api/ops/staff`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "list" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(await answer.json()).toEqual({ host: `bayside-ford.localhost:${port}`, path: "/api/ops/staff" });
    expect(seen.at(-1)).toEqual({
      host: `bayside-ford.localhost:${port}`,
      method: "POST",
      body: '{"action":"list"}',
      type: "application/json",
    });
    expect(answer.headers.get("content-type")).toBe("application/json");
  });

  it("answers a refusal and an empty answer as fetch does", async () => {
    const refused = await siteFetch(`http://harbour.localhost:${port}/refused`);
    expect(refused.status).toBe(409);
    expect(refused.ok).toBe(false);
    const gone = await siteFetch(`http://harbour.localhost:${port}/gone`, { method: "DELETE" });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe("");
  });

  it("other addresses go to the ordinary fetch", async () => {
    const answer = await siteFetch(`http://127.0.0.1:${port}/plain`);
    expect(await answer.json()).toEqual({ host: `127.0.0.1:${port}`, path: "/plain" });
  });

  it("nothing listening is fetch's own 'fetch failed'", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const free = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    await expect(siteFetch(`http://bayside-ford.localhost:${free}/`)).rejects.toThrow("fetch failed");
  });
});
