import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ChromiumSource, chromiumSources, pickChromium, probeChromium, systemChromiumPaths } from "./chromium.ts";

function source(kind: ChromiumSource["kind"], paths: () => string[]): ChromiumSource & { calls: number } {
  const counted = {
    kind,
    label: `${kind} source`,
    calls: 0,
    paths: () => {
      counted.calls++;
      return paths();
    },
  };
  return counted;
}

describe("chromiumSources", () => {
  it("tries system, then Playwright's, then the bundled Chromium by default", () => {
    expect(chromiumSources({ PATH: "/usr/bin" }).map((s) => s.kind)).toEqual(["system", "playwright", "bundled"]);
    expect(chromiumSources({ FORECOURT_CHROMIUM: "auto" }).map((s) => s.kind)).toEqual([
      "system",
      "playwright",
      "bundled",
    ]);
  });

  it("uses only $CHROME_PATH when it is set", () => {
    const sources = chromiumSources({ CHROME_PATH: "/opt/my/chrome" });
    expect(sources.map((s) => s.kind)).toEqual(["CHROME_PATH"]);
    expect(sources[0]!.label).toContain("/opt/my/chrome");
    expect(() => sources[0]!.paths()).toThrow("no executable file there");
  });

  it("FORECOURT_CHROMIUM picks one kind, even over $CHROME_PATH", () => {
    for (const kind of ["system", "playwright", "bundled"] as const) {
      expect(chromiumSources({ FORECOURT_CHROMIUM: kind, CHROME_PATH: "/x" }).map((s) => s.kind)).toEqual([kind]);
    }
    expect(() => chromiumSources({ FORECOURT_CHROMIUM: "firefox" })).toThrow(
      "FORECOURT_CHROMIUM=firefox: expected one of auto, system, playwright, bundled.",
    );
  });
});

describe("systemChromiumPaths", () => {
  it("looks for Chromium before Chrome, on PATH then /usr/bin, without repeats", () => {
    const existing = new Set([
      "/usr/bin/google-chrome",
      "/usr/bin/chromium",
      "/home/me/bin/chromium",
      "/opt/google/chrome/chrome",
    ]);
    expect(systemChromiumPaths("/home/me/bin:/usr/bin:/usr/bin", (p) => existing.has(p))).toEqual([
      "/home/me/bin/chromium",
      "/usr/bin/chromium",
      "/usr/bin/google-chrome",
      "/opt/google/chrome/chrome",
    ]);
    expect(systemChromiumPaths("", (p) => p === "/usr/bin/chromium-browser")).toEqual(["/usr/bin/chromium-browser"]);
  });
});

describe("pickChromium", () => {
  it("returns the first candidate that starts, without looking further", () => {
    const system = source("system", () => ["/usr/bin/chromium-browser", "/usr/bin/google-chrome"]);
    const playwright = source("playwright", () => ["/pw/chrome"]);
    const bundled = source("bundled", () => ["/bundled/chromium"]);
    const probed: string[] = [];
    const picked = pickChromium([system, playwright, bundled], (path) => {
      probed.push(path);
      if (path === "/usr/bin/chromium-browser") throw new Error("exit 1: install the chromium snap");
      return "Chromium 156";
    });
    expect(picked).toEqual({ path: "/usr/bin/google-chrome", kind: "system", version: "Chromium 156" });
    expect(probed).toEqual(["/usr/bin/chromium-browser", "/usr/bin/google-chrome"]);
    expect(playwright.calls + bundled.calls).toBe(0);
  });

  it("falls through to the bundled Chromium on a machine with none installed", () => {
    const picked = pickChromium(
      [
        source("system", () => []),
        source("playwright", () => {
          throw new Error("not downloaded (/root/.cache/ms-playwright/chromium-1/chrome)");
        }),
        source("bundled", () => ["/repo/node_modules/.cache/forecourt-chromium/sparticuz-153.0.0/chromium"]),
      ],
      () => "Chromium 153.0.8010.0",
    );
    expect(picked.kind).toBe("bundled");
    expect(picked.path).toMatch(/sparticuz-153\.0\.0\/chromium$/);
  });

  it("with none that starts, throws one message listing what was tried and how to fix it", () => {
    const attempt = () =>
      pickChromium(
        [
          source("system", () => []),
          source("playwright", () => {
            throw new Error("not downloaded (/pw/chrome)");
          }),
          source("bundled", () => ["/b/chromium"]),
        ],
        () => {
          throw new Error("exit 127: error while loading shared libraries: libnss3.so");
        },
      );
    expect(attempt).toThrow(
      [
        "No Chromium that starts for the browser tests. Tried:",
        "  - system source: not found",
        "  - playwright source: not downloaded (/pw/chrome)",
        "  - bundled source: /b/chromium does not start: exit 127: error while loading shared libraries: libnss3.so",
        "Get one of:",
        "  - Debian/Ubuntu: sudo apt-get install -y chromium (or, for the bundled one, its libraries: sudo apt-get install -y libnss3 libnspr4 libexpat1)",
        "  - npx playwright install --with-deps chromium",
        "  - CHROME_PATH=/path/to/chromium-or-chrome",
        "  - npm install (brings @sparticuz/chromium's headless Chromium, Linux x64 only)",
        "FORECOURT_CHROMIUM=system|playwright|bundled tries only that kind (docs/testing-and-benchmarks.md § Which Chromium).",
      ].join("\n"),
    );
  });
});

describe("probeChromium", () => {
  const dir = mkdtempSync(join(tmpdir(), "chromium-probe-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  function script(name: string, body: string): string {
    const path = join(dir, name);
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, 0o755);
    return path;
  }

  it("answers the version line, ignoring a wrapper's noise on stderr", () => {
    const path = script("ok", "echo 'wrapper: noise' >&2\necho 'Chromium 156.0.8078.79 built on Debian'");
    expect(probeChromium(path)).toBe("Chromium 156.0.8078.79 built on Debian");
  });

  it("says why a binary does not start", () => {
    const libs = script(
      "libs",
      "echo 'chromium: error while loading shared libraries: libnss3.so: cannot open shared object file' >&2\nexit 127",
    );
    expect(() => probeChromium(libs)).toThrow(
      "exit 127: chromium: error while loading shared libraries: libnss3.so: cannot open shared object file",
    );
    expect(() => probeChromium(join(dir, "missing"))).toThrow("ENOENT");
  });
});
