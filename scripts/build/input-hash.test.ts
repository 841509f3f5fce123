import { mkdir, mkdtemp, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildDay, codeVersion, type TenantInputs, tenantFingerprint } from "./input-hash.ts";

const journal = (exportedAt: string, price = 30990) =>
  JSON.stringify({
    tenant: "mini",
    exportedAt,
    changes: [{ car_id: "101", at: "2026-11-20T01:00:00Z", change: { price } }],
  });

async function write(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

/** A dealer's inputs in a fresh folder: its tenant folder and its stock journal. */
async function dealer(): Promise<TenantInputs> {
  const root = await mkdtemp(join(tmpdir(), "forecourt-inputs-"));
  await write(root, {
    "tenants/mini/tenant.json": '{ "slug": "mini" }',
    "tenants/mini/feed/cars.json": '[{ "id": 101, "price": 30990 }]',
    "tenants/mini/content/pages/about.md": "# About us",
    "tenants/mini/public/images/car.svg": "<svg/>",
    "stock/mini.json": journal("2026-11-25T02:30:00Z"),
  });
  return {
    tenantDir: join(root, "tenants/mini"),
    journalFile: join(root, "stock/mini.json"),
    codeVersion: "code-1",
    options: { day: "2026-11-25" },
  };
}

describe("tenantFingerprint", () => {
  it("is the same for the same inputs", async () => {
    const inputs = await dealer();
    expect(await tenantFingerprint(inputs)).toBe(await tenantFingerprint(inputs));
    expect(await tenantFingerprint(inputs)).toMatch(/^[0-9a-f]{64}$/);
  });

  // A file edited on disk, or another code version, day or option.
  const onDisk = (edit: (inputs: TenantInputs) => Promise<unknown>) => async (inputs: TenantInputs) => {
    await edit(inputs);
    return inputs;
  };
  it.each<[string, (inputs: TenantInputs) => Promise<TenantInputs> | TenantInputs]>([
    ["a feed file", onDisk((i) => write(i.tenantDir, { "feed/cars.json": '[{ "id": 101, "price": 29990 }]' }))],
    ["a new feed file", onDisk((i) => write(i.tenantDir, { "feed/offers.json": "[]" }))],
    ["tenant.json", onDisk((i) => write(i.tenantDir, { "tenant.json": '{ "slug": "mini", "name": "Mini" }' }))],
    ["a content file", onDisk((i) => write(i.tenantDir, { "content/pages/about.md": "# About" }))],
    ["a public file", onDisk((i) => write(i.tenantDir, { "public/images/car.svg": "<svg></svg>" }))],
    [
      "a renamed file",
      onDisk((i) => rename(join(i.tenantDir, "public/images/car.svg"), join(i.tenantDir, "public/car.svg"))),
    ],
    ["the stock journal's changes", onDisk((i) => writeFile(i.journalFile, journal("2026-11-25T02:30:00Z", 28990)))],
    ["the code version", (i) => ({ ...i, codeVersion: "code-2" })],
    ["the build day", (i) => ({ ...i, options: { day: "2026-11-26" } })],
    ["a build option", (i) => ({ ...i, options: { ...i.options, FORECOURT_FEED_LOCAL: "1" } })],
  ])("changes when %s changes", async (_, change) => {
    const inputs = await dealer();
    const before = await tenantFingerprint(inputs);
    expect(await tenantFingerprint(await change(inputs))).not.toBe(before);
  });

  it("stays the same when the stock journal is exported again with the same changes", async () => {
    const inputs = await dealer();
    const before = await tenantFingerprint(inputs);
    await writeFile(inputs.journalFile, journal("2026-11-26T02:30:00Z"));
    expect(await tenantFingerprint(inputs)).toBe(before);
  });

  it("tells a dealer without a stock journal from one with it", async () => {
    const inputs = await dealer();
    const missing = await tenantFingerprint({ ...inputs, journalFile: join(inputs.journalFile, "..", "none.json") });
    expect(missing).not.toBe(await tenantFingerprint(inputs));
  });
});

describe("codeVersion", () => {
  it("follows the shared code and the lockfile, not the tests", async () => {
    const root = await mkdtemp(join(tmpdir(), "forecourt-code-"));
    await write(root, {
      "src/lib/price.ts": "export const a = 1;",
      "src/lib/price.test.ts": "test",
      "package-lock.json": "{}",
      "README.md": "docs",
    });
    const before = await codeVersion(root);
    await write(root, { "src/lib/price.test.ts": "another test", "README.md": "more docs" });
    expect(await codeVersion(root)).toBe(before);
    await write(root, { "src/lib/price.ts": "export const a = 2;" });
    const changed = await codeVersion(root);
    expect(changed).not.toBe(before);
    await write(root, { "package-lock.json": '{ "lockfileVersion": 3 }' });
    expect(await codeVersion(root)).not.toBe(changed);
  });
});

describe("buildDay", () => {
  const now = new Date("2026-11-25T14:30:00Z");
  it("is the dealer's date for a live feed: pages count days from it", () => {
    expect(buildDay({ feed: {}, timeZone: "Australia/Sydney" } as never, now)).toBe("2026-11-26");
    expect(buildDay({ feed: {}, timeZone: "Australia/Perth" } as never, now)).toBe("2026-11-25");
  });
  it("is only the year for a snapshot feed (feed.asOf), for the footer", () => {
    expect(buildDay({ feed: { asOf: "2026-11-19T13:00:00.000Z" }, timeZone: "Australia/Sydney" } as never, now)).toBe(
      "year 2026",
    );
  });
});
