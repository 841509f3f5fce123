import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadTenantFeed } from "./load-feed.ts";
import { fetchRemoteFeed, FeedUnavailableError } from "./source.ts";

const car = (id: number, patch: object = {}) => ({
  id,
  slug: `car-${id}`,
  name: `Car ${id}`,
  year: 2022,
  make: "Kia",
  model: "Cerato",
  status: "in_stock",
  car_type: "used",
  ...patch,
});
const location = { id: "1", slug: "main", name: "Main yard", location_type: "sales" };

async function feedDir(files: Record<string, unknown>) {
  const dir = await mkdtemp(join(tmpdir(), "feed-"));
  await mkdir(dir, { recursive: true });
  for (const [name, body] of Object.entries(files))
    await writeFile(join(dir, `${name}.json`), typeof body === "string" ? body : JSON.stringify(body));
  return dir;
}

describe("loadTenantFeed", () => {
  it("skips and reports bad records, keeps the rest, and reads absent optional feeds as empty", async () => {
    const dir = await feedDir({
      cars: [car(1), car(2, { price: "abc" }), car(3, { slug: "" }), car(4, { slug: "car-1" })],
      locations: { locations: [location] },
    });
    const { feed, issues } = await loadTenantFeed({ slug: "demo", dir });
    expect(feed.cars.map((c) => c.id)).toEqual(["1"]);
    expect(feed.locations).toHaveLength(1);
    expect(feed.offers).toEqual([]);
    expect(issues).toEqual([
      { tenant: "demo", entity: "cars", id: "2", path: "price", reason: 'expected a number, got "abc"' },
      { tenant: "demo", entity: "cars", id: "3", path: "slug", reason: "is required" },
      { tenant: "demo", entity: "cars", id: "4", path: "slug", reason: 'duplicate slug "car-1"' },
    ]);
  });

  it("fails the tenant when a required feed is missing", async () => {
    const dir = await feedDir({ locations: [location] });
    await expect(loadTenantFeed({ slug: "demo", dir })).rejects.toThrow(
      /demo: the cars feed is missing \(.*cars\.json\)/,
    );
  });

  it("fails the tenant when a feed is not JSON", async () => {
    const dir = await feedDir({ cars: "{ not json", locations: [location] });
    await expect(loadTenantFeed({ slug: "demo", dir })).rejects.toThrow(/cars\.json: not valid JSON/);
  });
});

describe("fetchRemoteFeed", () => {
  it("retries server errors, then reads the feed", async () => {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls++;
      if (calls < 3) {
        res.statusCode = 503;
        res.end();
        return;
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ data: [car(1)] }));
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    const { port } = server.address() as { port: number };
    try {
      const records = await fetchRemoteFeed(`http://127.0.0.1:${port}/feeds/`, "cars", {
        timeoutMs: 2000,
        retries: 3,
        retryDelayMs: 1,
      });
      expect(records).toHaveLength(1);
      expect(calls).toBe(3);
    } finally {
      server.close();
    }
  });

  it("gives up after the retries with what went wrong", async () => {
    const server = createServer((_req, res) => {
      res.statusCode = 500;
      res.end();
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    const { port } = server.address() as { port: number };
    try {
      const attempt = fetchRemoteFeed(`http://127.0.0.1:${port}`, "cars", {
        timeoutMs: 2000,
        retries: 2,
        retryDelayMs: 1,
      });
      await expect(attempt).rejects.toThrow(FeedUnavailableError);
      await expect(
        fetchRemoteFeed(`http://127.0.0.1:${port}`, "cars", { timeoutMs: 2000, retries: 1, retryDelayMs: 1 }),
      ).rejects.toThrow(/cars\.json: HTTP 500 after 2 attempt/);
    } finally {
      server.close();
    }
  });

  it("times out a feed that never answers", async () => {
    const server = createServer(() => {});
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    const { port } = server.address() as { port: number };
    try {
      await expect(fetchRemoteFeed(`http://127.0.0.1:${port}`, "cars", { timeoutMs: 100, retries: 0 })).rejects.toThrow(
        /no answer within 100 ms/,
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
