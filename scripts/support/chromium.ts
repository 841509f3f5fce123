import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

/**
 * The Chromium the browser tests (and the page benchmarks) drive. The first that starts
 * (`--version` answers) of:
 *
 * 1. `$CHROME_PATH`, when set: only it, so a wrong setting fails instead of quietly testing
 *    another browser (Lighthouse reads the same variable);
 * 2. a system Chromium or Chrome: chromium, chromium-browser, google-chrome-stable, google-chrome
 *    on PATH or in /usr/bin, then /snap/bin, /opt/google/chrome and the macOS app bundles;
 * 3. the Chromium Playwright downloaded (`npx playwright install chromium`);
 * 4. the headless Chromium shipped inside the `@sparticuz/chromium` devDependency (Linux x64),
 *    unpacked once into node_modules/.cache, so a machine with no browser and no way to
 *    download one still runs the browser tests after `npm install`.
 *
 * `FORECOURT_CHROMIUM=system|playwright|bundled` tries only that kind (`auto`, the default, is
 * the order above). With none that starts it throws one message listing what was tried and how
 * to get a browser: the browser tests never skip silently.
 *
 * Synchronous, because Playwright reads `launchOptions.executablePath` when it loads its config
 * (in the runner and again in every worker).
 */
export function chromiumExecutable(): string {
  return (picked ??= pickChromium(chromiumSources())).path;
}
/** Once per process: the config is loaded once per process, the benchmarks ask more than once. */
let picked: PickedChromium | undefined;

export type ChromiumKind = "CHROME_PATH" | "system" | "playwright" | "bundled";

/** One place a Chromium may come from. `paths` throws when the kind is unavailable here (with why). */
export interface ChromiumSource {
  kind: ChromiumKind;
  /** How the error message names it when it finds nothing. */
  label: string;
  /** Candidate binaries that exist, best first; computed only when the sources before it failed. */
  paths: () => string[];
}

export interface PickedChromium {
  path: string;
  kind: ChromiumKind;
  version: string;
}

/** Runs `binary --version`: the version line, or throws with why it does not start. */
export type ChromiumProbe = (path: string) => string;

const KINDS = ["system", "playwright", "bundled"] as const;

/** The sources to try, in order, for this environment (see chromiumExecutable). */
export function chromiumSources(env: NodeJS.ProcessEnv = process.env): ChromiumSource[] {
  const choice = env.FORECOURT_CHROMIUM?.trim() || "auto";
  const all: Record<(typeof KINDS)[number], ChromiumSource> = {
    system: systemSource(env),
    playwright: playwrightSource(),
    bundled: bundledSource(),
  };
  if (choice === "auto") return env.CHROME_PATH ? [chromePathSource(env.CHROME_PATH)] : KINDS.map((kind) => all[kind]);
  if ((KINDS as readonly string[]).includes(choice)) return [all[choice as (typeof KINDS)[number]]];
  throw new Error(`FORECOURT_CHROMIUM=${choice}: expected one of auto, ${KINDS.join(", ")}.`);
}

/** The first candidate that starts, or an error naming every one tried and how to get one. */
export function pickChromium(sources: ChromiumSource[], probe: ChromiumProbe = probeChromium): PickedChromium {
  const tried: string[] = [];
  for (const source of sources) {
    let paths: string[];
    try {
      paths = source.paths();
    } catch (error) {
      tried.push(`${source.label}: ${(error as Error).message}`);
      continue;
    }
    if (paths.length === 0) tried.push(`${source.label}: not found`);
    for (const path of paths) {
      try {
        return { path, kind: source.kind, version: probe(path) };
      } catch (error) {
        tried.push(`${source.label}: ${path} does not start: ${(error as Error).message}`);
      }
    }
  }
  throw new Error(noChromiumMessage(tried));
}

export function noChromiumMessage(tried: string[]): string {
  return [
    "No Chromium that starts for the browser tests. Tried:",
    ...tried.map((line) => `  - ${line}`),
    "Get one of:",
    "  - Debian/Ubuntu: sudo apt-get install -y chromium (or, for the bundled one, its libraries: sudo apt-get install -y libnss3 libnspr4 libexpat1)",
    "  - npx playwright install --with-deps chromium",
    "  - CHROME_PATH=/path/to/chromium-or-chrome",
    "  - npm install (brings @sparticuz/chromium's headless Chromium, Linux x64 only)",
    "FORECOURT_CHROMIUM=system|playwright|bundled tries only that kind (docs/testing-and-benchmarks.md § Which Chromium).",
  ].join("\n");
}

export function probeChromium(path: string): string {
  try {
    const out = execFileSync(path, ["--version"], {
      encoding: "utf8",
      timeout: 20_000,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const version = out.trim().split("\n").at(-1)?.trim();
    if (!version) throw new Error("`--version` printed nothing");
    return version;
  } catch (error) {
    throw new Error(probeFailure(error));
  }
}

function probeFailure(error: unknown): string {
  const failure = error as NodeJS.ErrnoException & { stderr?: string; status?: number | null; signal?: string | null };
  if (failure.code === "ETIMEDOUT") return "`--version` did not answer in 20 s";
  if (failure.code === "ENOENT" || failure.code === "EACCES") return failure.code;
  const stderr = (failure.stderr ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const why = stderr.at(-1) ?? failure.message;
  return failure.status != null ? `exit ${failure.status}: ${why}` : why;
}

function chromePathSource(path: string): ChromiumSource {
  return {
    kind: "CHROME_PATH",
    label: `$CHROME_PATH (${path})`,
    paths: () => {
      if (!isExecutableFile(path)) throw new Error("no executable file there");
      return [path];
    },
  };
}

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
const SYSTEM_EXTRA = [
  "/snap/bin/chromium",
  "/opt/google/chrome/chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function systemSource(env: NodeJS.ProcessEnv): ChromiumSource {
  return {
    kind: "system",
    label: `system Chromium/Chrome (${SYSTEM_NAMES.join(", ")} on PATH or in /usr/bin; ${SYSTEM_EXTRA.join(", ")})`,
    paths: () => systemChromiumPaths(env.PATH ?? ""),
  };
}

export function systemChromiumPaths(pathVariable: string, isExecutable = isExecutableFile): string[] {
  const dirs = [...new Set([...pathVariable.split(delimiter).filter(Boolean), "/usr/bin"])];
  const candidates = [...SYSTEM_NAMES.flatMap((name) => dirs.map((dir) => join(dir, name))), ...SYSTEM_EXTRA];
  return [...new Set(candidates)].filter((path) => isExecutable(path));
}

function playwrightSource(): ChromiumSource {
  return {
    kind: "playwright",
    label: "Playwright's Chromium (npx playwright install chromium)",
    paths: () => {
      let path: string;
      try {
        path = chromium.executablePath();
      } catch (error) {
        throw new Error(`Playwright names none: ${(error as Error).message.split("\n")[0]}`);
      }
      if (!existsSync(path)) throw new Error(`not downloaded (${path})`);
      return [path];
    },
  };
}

function bundledSource(): ChromiumSource {
  return {
    kind: "bundled",
    label: "@sparticuz/chromium (npm devDependency)",
    paths: () => [bundledChromium()],
  };
}

/**
 * The path of @sparticuz/chromium's Chromium, unpacked on first use. The package keeps it
 * brotli-compressed and unpacks it with an async `executablePath()` into `os.tmpdir()`; to stay
 * synchronous (and out of a shared /tmp, which may be noexec or hold another version), a child
 * Node process runs that with TMPDIR pointing at a fresh folder beside node_modules/.cache's
 * versioned one, which is then renamed into place: a run killed halfway, or two processes at
 * once, never leave a half-written browser behind.
 */
function bundledChromium(): string {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`ships only a Linux x64 build (this is ${process.platform}-${process.arch})`);
  }
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  } catch {
    throw new Error("not installed (npm install)");
  }
  const packageDir = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const dir = join(packageDir, "..", "..", ".cache", "forecourt-chromium", `sparticuz-${version}`);
  const binary = join(dir, "chromium");
  if (existsSync(binary)) return binary;

  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  console.error(`[chromium] unpacking @sparticuz/chromium ${version} into ${dir} (once)…`);
  const { NODE_OPTIONS: _, ...env } = process.env;
  try {
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        "const { default: Chromium } = await import(process.argv[1]); process.stdout.write(await Chromium.executablePath());",
        pathToFileURL(entry).href,
      ],
      {
        env: { ...env, TMPDIR: partial, TMP: partial, TEMP: partial },
        timeout: 300_000,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    if (!existsSync(join(partial, "chromium"))) throw new Error(`no chromium in ${partial} after unpacking`);
    try {
      renameSync(partial, dir);
    } catch (error) {
      // Another process unpacked it first: use theirs.
      if (!existsSync(binary)) throw error;
    }
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`unpacking failed: ${stderr || (error as Error).message}`);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return binary;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
