import { chromium, type Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumExecutable } from "../support/chromium.ts";

/**
 * What the page benchmarks measure on a built page: the JavaScript it loads (gzip, as served)
 * before any interaction and after scrolling to the bottom, and a Lighthouse mobile run
 * (performance score, LCP, CLS, TBT). One Playwright browser and one Chrome for Lighthouse.
 */
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface PageMetrics {
  jsBeforeInteractionGzipKb: number;
  jsAfterScrollGzipKb: number;
  lighthousePerformance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface PageMeter {
  measure(url: string): Promise<PageMetrics>;
  close(): Promise<void>;
}

/**
 * One Lighthouse mobile run (its default form factor and simulated throttling) of the given
 * categories: their scores (0–100), the load metrics, and the URLs of the scripts the page loaded.
 */
export async function lighthouseMetrics(
  url: string,
  chromePort: number,
  categories: readonly ("performance" | "accessibility")[] = ["performance"],
  extraHeaders?: Record<string, string>,
) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  const { audits, categories: scored, runtimeError } = result!.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
  const value = (id: string) => {
    const audit = audits[id];
    if (audit?.numericValue === undefined)
      throw new Error(`Lighthouse gave no ${id} for ${url}: ${audit?.errorMessage}`);
    return audit.numericValue;
  };
  const score = (category: string) => Math.round((scored[category]?.score ?? 0) * 100);
  const requests = (audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })?.items;
  return {
    lighthousePerformance: score("performance"),
    accessibility: score("accessibility"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(value("total-blocking-time")),
    scriptUrls: (requests ?? []).filter((request) => request.resourceType === "Script").map((request) => request.url),
  };
}

export async function createPageMeter(): Promise<PageMeter> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROME_FLAGS });
  const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: CHROME_FLAGS });
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return {
    async measure(url) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const scripts = new Map<string, number>();
      page.on("requestfinished", async (request) => {
        if (request.resourceType() === "script") scripts.set(request.url(), (await request.sizes()).responseBodySize);
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const total = () => [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const initialJs = total();
      for (let y = 0; y < 20_000; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const scrolledJs = total();
      await page.close();

      const { lighthousePerformance, lcpMs, cls, tbtMs } = await lighthouseMetrics(url, chrome.port);
      return {
        jsBeforeInteractionGzipKb: kb(initialJs),
        jsAfterScrollGzipKb: kb(scrolledJs),
        lighthousePerformance,
        lcpMs,
        cls,
        tbtMs,
      };
    },
    async close() {
      await browser.close();
      chrome.kill();
    },
  };
}
