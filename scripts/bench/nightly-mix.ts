import { execFile } from "node:child_process";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import type { NightlyReport } from "../nightly/report.ts";
import { generateLargeTenant } from "../samples/generate.ts";

/**
 * The nightly over a realistic mix of dealers, twice — the first night builds
 * every one, the second after a share of them changed (a car sold, a price moved in its feed), so
 * the rest are skipped as unchanged — and a projection of 500 dealers onto N runners from the
 * measured cost of each size (seconds = fixed + per car, fitted to the measured dealers).
 */
export interface MixOptions {
  /** "24x40,2x2000": dealers × cars. */
  mix: string;
  /** Share of dealers whose feed changes before the second night. */
  changed: number;
  concurrency: number;
  /** The dealers projected, by size, and the runners. */
  project: { dealers: [number, number][]; changed: number; runners: number[] };
}

const round = (value: number) => Number(value.toFixed(1));

export async function benchNightlyMix(options: MixOptions) {
  const root = resolve(".build/bench/nightly-mix");
  const tenantsDir = join(root, "tenants");
  await rm(root, { recursive: true, force: true });
  await mkdir(tenantsDir, { recursive: true });
  const sizes = options.mix.split(",").flatMap((part) => {
    const [dealers, cars] = part.split("x").map(Number) as [number, number];
    return Array.from({ length: dealers }, (_, i) => cars + i);
  });
  const slugs: string[] = [];
  for (const cars of sizes) slugs.push((await generateLargeTenant(tenantsDir, cars)).slug);
  const carsOf = new Map(slugs.map((slug, i) => [slug, sizes[i]!]));

  const night = async (label: string) => {
    const out = join(root, `reports-${label}`);
    const started = performance.now();
    const run = await promisify(execFile)(
      process.execPath,
      [
        "scripts/nightly.ts",
        ...["--tenants-dir", tenantsDir, "--dist", join(root, "dist"), "--out", out],
        ...["--concurrency", String(options.concurrency)],
      ],
      { env: { ...process.env, FORECOURT_BUILD_DIR: join(root, ".build") }, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => error);
    const wall = (performance.now() - started) / 1000;
    const file = (await readdir(out)).find((name) => name.endsWith(".json"))!;
    const report = JSON.parse(await readFile(join(out, file), "utf8")) as NightlyReport;
    const failed = report.tenants.filter((t) => t.status === "failed");
    if (failed.length) console.error((run as { stdout?: string }).stdout ?? "", failed);
    const count = (status: string) => report.tenants.filter((t) => t.status === status).length;
    console.log(
      `${label}: ${report.tenants.length} dealers in ${round(wall)} s — ${count("built")} built, ${count("unchanged")} unchanged, ${failed.length} failed; peak ${report.peakRssMb} MB`,
    );
    return { wall, report };
  };

  const first = await night("first-night");
  // A car sold in a share of the dealers' feeds, as a day's trading does.
  const changedSlugs = slugs.filter((_, i) => i % Math.round(1 / options.changed) === 0);
  for (const slug of changedSlugs) {
    const file = join(tenantsDir, slug, "feed", "cars.json");
    const cars = JSON.parse(await readFile(file, "utf8")) as { status: string }[];
    const car = cars.find((c) => c.status === "in_stock");
    if (car) car.status = "sold";
    await writeFile(file, JSON.stringify(cars));
  }
  const second = await night("second-night");

  // Cost of one dealer: fixed + per car, least squares over the first night's builds.
  const points = first.report.tenants.map((t) => [carsOf.get(t.tenant) ?? 0, t.seconds] as const);
  const n = points.length;
  const meanX = points.reduce((s, [x]) => s + x, 0) / n;
  const meanY = points.reduce((s, [, y]) => s + y, 0) / n;
  const slope =
    points.reduce((s, [x, y]) => s + (x - meanX) * (y - meanY), 0) / points.reduce((s, [x]) => s + (x - meanX) ** 2, 0);
  const fixed = meanY - slope * meanX;
  const skipped = second.report.tenants.filter((t) => t.status === "unchanged").map((t) => t.seconds);
  const skipSeconds = skipped.length ? skipped.reduce((a, b) => a + b, 0) / skipped.length : 0;
  const buildSeconds = (cars: number) => fixed + slope * cars;

  const dealers = options.project.dealers.reduce((sum, [count]) => sum + count, 0);
  const work = (share: number) =>
    options.project.dealers.reduce(
      (sum, [count, cars]) => sum + count * (share * buildSeconds(cars) + (1 - share) * skipSeconds),
      0,
    );
  const largest = Math.max(...options.project.dealers.map(([, cars]) => buildSeconds(cars)));
  const projection = options.project.runners.map((runners) => ({
    runners,
    everyDealerBuiltMinutes: round(Math.max(work(1) / (runners * options.concurrency), largest) / 60),
    typicalNightMinutes: round(Math.max(work(options.project.changed) / (runners * options.concurrency), largest) / 60),
  }));
  const result = {
    measured: {
      mix: options.mix,
      firstNightSeconds: round(first.wall),
      secondNightSeconds: round(second.wall),
      changedBeforeSecondNight: changedSlugs.length,
      builtSecondNight: second.report.tenants.filter((t) => t.status === "built").length,
      peakRssMb: Math.max(first.report.peakRssMb ?? 0, second.report.peakRssMb ?? 0),
      perDealerBuild: { fixedSeconds: round(fixed), perThousandCarsSeconds: round(slope * 1000) },
      unchangedSkipSeconds: Number(skipSeconds.toFixed(2)),
    },
    projection: {
      dealers,
      mix: options.project.dealers.map(([count, cars]) => `${count} × ${cars} cars`).join(", "),
      changedShare: options.project.changed,
      concurrencyPerRunner: options.concurrency,
      byRunners: projection,
    },
  };
  await writeFile(resolve(".build/bench/nightly-mix-results.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
