import { cp, readFile, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTrigger, coalesceByKey } from "../../functions/_shared/platform/providers/build-trigger/index.ts";
import { buildScratch } from "../support/build-scratch.ts";

const FIXTURES = "tests/fixtures/tenants";

async function tenantsWith(ops: Record<string, unknown>): Promise<string> {
  const dir = await buildScratch("forecourt-trigger-");
  await cp(join(FIXTURES, "mini-motors"), join(dir, "mini-motors"), { recursive: true });
  const file = join(dir, "mini-motors/tenant.json");
  const config = JSON.parse(await readFile(file, "utf8"));
  await writeFile(file, JSON.stringify({ ...config, ops }));
  return dir;
}

describe("coalesceByKey (ops.rebuildDebounceSeconds)", () => {
  it("turns requests within the wait into one run that every caller hears about", async () => {
    const runs: [string, string[]][] = [];
    const request = coalesceByKey(
      async (key, reasons) => {
        runs.push([key, reasons]);
        return runs.length;
      },
      () => 30,
    );
    const answers = await Promise.all([request("a", "cars.json"), request("a", "offers.json"), request("b", "x")]);
    expect(runs).toEqual([
      ["a", ["cars.json", "offers.json"]],
      ["b", ["x"]],
    ]);
    expect(answers[0]).toBe(answers[1]);
    await request("a", "later");
    expect(runs.map(([key]) => key)).toEqual(["a", "b", "a"]);
  });

  it("never runs one key twice at once: a request during a run gets a run of its own afterwards", async () => {
    let active = 0;
    let most = 0;
    let release: () => void = () => {};
    const request = coalesceByKey(
      async (_key, reasons) => {
        active++;
        most = Math.max(most, active);
        if (reasons[0] === "first") await new Promise<void>((resolve) => (release = resolve));
        active--;
        return reasons;
      },
      () => 0,
    );
    const first = request("a", "first");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = request("a", "second");
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await first).toEqual(["first"]);
    expect(await second).toEqual(["second"]);
    expect(most).toBe(1);
  });

  it("keeps one batch waiting behind a busy run: every request that arrives meanwhile shares the next run", async () => {
    const runs: string[][] = [];
    let release: () => void = () => {};
    const request = coalesceByKey(
      async (_key, reasons) => {
        runs.push(reasons);
        if (reasons[0] === "first") await new Promise<void>((resolve) => (release = resolve));
        return runs.length;
      },
      () => 5,
    );
    const first = request("a", "first");
    const during: Promise<number>[] = [];
    // Three changes, each after the wait has run out, while the first build is still busy.
    for (const reason of ["second", "third", "fourth"]) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      during.push(request("a", reason));
    }
    release();
    expect(await first).toBe(1);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    expect(runs).toEqual([["first"], ["second", "third", "fourth"]]);
  });
});

describe("Netlify build hook provider, against a local stub of Netlify", () => {
  const calls: { method?: string; url?: string }[] = [];
  let status = 200;
  const stub = createServer((req: IncomingMessage, res) => {
    calls.push({ method: req.method, url: req.url });
    res.writeHead(status).end("{}");
  });
  let hookUrl = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    hookUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/build_hooks/abc123`;
  });
  afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

  it("POSTs once to the URL in the env var named by ops.buildHookEnv, with the coalesced reasons", async () => {
    const tenantsDir = await tenantsWith({ buildHookEnv: "MINI_MOTORS_BUILD_HOOK", rebuildDebounceSeconds: 0.05 });
    const trigger = buildTrigger({ name: "netlify", tenantsDir, env: { MINI_MOTORS_BUILD_HOOK: hookUrl } });
    calls.length = 0;
    const [a, b] = await Promise.all([
      trigger.requestRebuild("mini-motors", "car 101 sold"),
      trigger.requestRebuild("mini-motors", "car 102 price"),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
    const url = new URL(calls[0]!.url!, "http://x");
    expect(url.pathname).toBe("/build_hooks/abc123");
    expect(url.searchParams.get("trigger_title")).toBe("Forecourt: car 101 sold; car 102 price");
    expect(a).toMatchObject({ status: "requested", provider: "netlify", reasons: ["car 101 sold", "car 102 price"] });
    expect(b).toEqual(a);
  });

  it("reports a refused hook, and a missing env var by name, as failed", async () => {
    const tenantsDir = await tenantsWith({ buildHookEnv: "MINI_MOTORS_BUILD_HOOK", rebuildDebounceSeconds: 0 });
    status = 404;
    const refused = await buildTrigger({
      name: "netlify",
      tenantsDir,
      env: { MINI_MOTORS_BUILD_HOOK: hookUrl },
    }).requestRebuild("mini-motors", "test");
    status = 200;
    expect(refused).toMatchObject({ status: "failed", error: "mini-motors: the Netlify build hook answered HTTP 404" });
    const unset = await buildTrigger({ name: "netlify", tenantsDir, env: {} }).requestRebuild("mini-motors", "test");
    expect(unset).toMatchObject({
      status: "failed",
      error: "mini-motors: MINI_MOTORS_BUILD_HOOK (ops.buildHookEnv) is not set",
    });
  });
});
