import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, symlink } from "node:fs/promises";
import { resolve } from "node:path";

export interface BuildRow {
  tenant: string;
  cars: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMb?: number;
  skippedRecords?: number;
}

export interface BuildComparison {
  cars: number;
  /** The pinned commit's seconds and this tree's, per round, in the order they ran. */
  pinnedSeconds: number[];
  hereSeconds: number[];
  /** This tree's median time over the pinned commit's: 0.5 is twice as fast. */
  ratio: number;
  pinned: BuildRow;
  here: BuildRow;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The pinned commit as files beside this tree (no git worktree to clean up), sharing this tree's
 * node_modules: a commit whose dependencies differ only by additions builds as it did.
 */
async function checkOut(ref: string): Promise<{ sha: string; dir: string }> {
  const sha = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const dir = resolve(".build/bench-against", sha.slice(0, 12));
  if (!existsSync(resolve(dir, "package.json"))) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    execFileSync("sh", ["-c", `git archive ${sha} | tar -x -C "${dir}"`]);
    await symlink(resolve("node_modules"), resolve(dir, "node_modules"));
  }
  return { sha, dir };
}

/** Runs the pinned commit's own bench:build for one size, in its folder, and reads what it wrote. */
async function benchPinned(dir: string, count: number): Promise<BuildRow> {
  await runPinned(dir, ["--cars", String(count)]);
  const rows = JSON.parse(await readFile(resolve(dir, ".build/bench/build-results.json"), "utf8")) as BuildRow[];
  return rows[0]!;
}

async function runPinned(dir: string, args: string[]): Promise<void> {
  // Cold, as this tree's runs are: its content store and reports live in its .build.
  await rm(resolve(dir, ".build"), { recursive: true, force: true });
  const code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, ["scripts/bench/build.ts", ...args], {
      cwd: dir,
      // Its build folder and reports stay inside its own checkout.
      env: { ...process.env, FORECOURT_BUILD_DIR: resolve(dir, ".build") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const prefixed = (chunk: Buffer) => `${chunk.toString().trimEnd().replaceAll(/^/gm, "  pinned: ")}\n`;
    child.stdout.on("data", (chunk: Buffer) => process.stdout.write(prefixed(chunk)));
    child.stderr.on("data", (chunk: Buffer) => process.stderr.write(prefixed(chunk)));
    child.on("close", (exit) => done(exit ?? 1));
  });
  if (code !== 0) throw new Error(`the pinned commit's bench:build failed (exit ${code})`);
}

/**
 * Builds each size with the pinned commit and with this tree, alternating within each round so
 * that a machine growing busier or quieter weighs on both alike.
 */
export async function benchAgainst(
  ref: string,
  sizes: number[],
  rounds: number,
  benchHere: (count: number) => Promise<BuildRow>,
): Promise<BuildComparison[]> {
  const { sha, dir } = await checkOut(ref);
  console.log(`pinned commit ${sha.slice(0, 12)} in ${dir}`);
  const comparisons: BuildComparison[] = [];
  for (const cars of sizes) {
    const pinnedRows: BuildRow[] = [];
    const hereRows: BuildRow[] = [];
    for (let round = 1; round <= rounds; round++) {
      console.log(`${cars} cars, round ${round} of ${rounds}`);
      pinnedRows.push(await benchPinned(dir, cars));
      hereRows.push(await benchHere(cars));
    }
    const pinnedSeconds = pinnedRows.map((row) => row.seconds);
    const hereSeconds = hereRows.map((row) => row.seconds);
    const ratio = Number((median(hereSeconds) / median(pinnedSeconds)).toFixed(2));
    console.log(
      `${cars} cars: this tree ${median(hereSeconds)} s, ${sha.slice(0, 7)} ${median(pinnedSeconds)} s → ratio ${ratio}`,
    );
    comparisons.push({ cars, pinnedSeconds, hereSeconds, ratio, pinned: pinnedRows.at(-1)!, here: hereRows.at(-1)! });
  }
  return comparisons;
}

/** One dealer's sale benchmark: a cold build, a rebuild after one car is sold, one with nothing changed. */
export interface SaleRow {
  cars: number;
  pages: number;
  coldSeconds: number;
  saleSeconds: number;
  saleRendered: number;
  unchangedSeconds: number;
  /** Peak memory of the Astro process of the cold build, the sale's rebuild and the unchanged one, when the run says. */
  coldPeakRssMb?: number;
  salePeakRssMb?: number;
  unchangedPeakRssMb?: number;
}

export interface SaleComparison {
  cars: number;
  pinned: SaleRow[];
  here: SaleRow[];
  /** This tree's median over the pinned commit's, per figure: 0.5 is twice as fast. */
  ratios: { cold: number; sale: number; unchanged: number };
}

/**
 * `--sale --against <commit>`: the pinned commit's own `bench:build --sale` and this tree's, in
 * turn within each round. An older commit's run does not record its rebuilds' memory; the peak of
 * its last rebuild (nothing changed) is read from the build report it leaves.
 */
export async function benchSaleAgainst(
  ref: string,
  sizes: number[],
  rounds: number,
  benchHere: (count: number) => Promise<SaleRow>,
): Promise<SaleComparison[]> {
  const { sha, dir } = await checkOut(ref);
  console.log(`pinned commit ${sha.slice(0, 12)} in ${dir}`);
  const comparisons: SaleComparison[] = [];
  for (const cars of sizes) {
    const pinned: SaleRow[] = [];
    const here: SaleRow[] = [];
    for (let round = 1; round <= rounds; round++) {
      console.log(`${cars} cars, round ${round} of ${rounds}`);
      await runPinned(dir, ["--sale", "--cars", String(cars)]);
      const [row] = JSON.parse(await readFile(resolve(dir, ".build/bench/build-sale.json"), "utf8")) as SaleRow[];
      const report = JSON.parse(
        await readFile(resolve(dir, `.build/bench/build/reports/bench-${cars}.json`), "utf8").catch(() => "{}"),
      ) as { maxRssMb?: number };
      pinned.push({ ...row!, unchangedPeakRssMb: row!.unchangedPeakRssMb ?? report.maxRssMb });
      here.push(await benchHere(cars));
    }
    const ratio = (figure: (row: SaleRow) => number) =>
      Number((median(here.map(figure)) / median(pinned.map(figure))).toFixed(2));
    const ratios = {
      cold: ratio((row) => row.coldSeconds),
      sale: ratio((row) => row.saleSeconds),
      unchanged: ratio((row) => row.unchangedSeconds),
    };
    console.log(`${cars} cars, ${sha.slice(0, 7)} → this tree (medians):`);
    for (const [name, figure] of [
      ["cold", (row: SaleRow) => row.coldSeconds],
      ["one car sold", (row: SaleRow) => row.saleSeconds],
      ["nothing changed", (row: SaleRow) => row.unchangedSeconds],
    ] as const) {
      const seconds = (rows: SaleRow[]) => median(rows.map(figure)).toFixed(1);
      console.log(`  ${name}: ${seconds(pinned)} s → ${seconds(here)} s`);
    }
    comparisons.push({ cars, pinned, here, ratios });
  }
  return comparisons;
}
