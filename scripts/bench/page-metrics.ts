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

/** One Lighthouse mobile run (its default form factor and simulated throttling), performance only. */
export async function lighthouseMetrics(url: string, chromePort: number) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const audits = result!.lhr.audits;
  return {
    lighthousePerformance: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
    fcpMs: Math.round(audits["first-contentful-paint"]!.numericValue!),
    lcpMs: Math.round(audits["largest-contentful-paint"]!.numericValue!),
    cls: Number(audits["cumulative-layout-shift"]!.numericValue!.toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]!.numericValue!),
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
