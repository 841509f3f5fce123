import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./scripts/support/chromium.ts";
import { SIGNING_SECRET_ENV } from "./tests/e2e/ops-support.ts";

const PORT = Number(process.env.E2E_PORT ?? 4399);
const CI = Boolean(process.env.CI);
/**
 * `npm test` fits a busy 2-core machine in about 10 minutes: the journey specs (below),
 * once, on desktop, for the group dealer (sample-data.ts SAMPLE_TENANTS); the specs about another
 * dealer name it. `npm run test:full` (E2E_FULL=1) runs every spec for all three dealers and the
 * phone-layout specs again on a phone, before a release. E2E_SPECS, E2E_TENANTS and E2E_PHONE
 * narrow or widen either (README § Testing).
 */
const FULL = process.env.E2E_FULL === "1";
const JOURNEY_SPECS = [
  "crawl",
  "freshness",
  "gated-routes",
  "reserve",
  "checkout-journey",
  "online-payment",
  "leads",
  "shopper",
  "search-shopper",
  "search-stand-in",
  "finance",
  "trade-in",
  "site-shell",
  "favourites",
  "compare",
  "spin-to-win",
  "stock-export",
  "one-price",
  "analytics",
  "reachability",
  "real-exports",
  "shopper-walk",
  "console",
  "booking",
  "alerts-news",
  "alerts",
  "content",
  "insights",
];
/** The phone project: with the full matrix, unless E2E_PHONE says otherwise. */
const PHONE = process.env.E2E_PHONE ? process.env.E2E_PHONE !== "off" : FULL;

/**
 * The phone project runs the specs about the phone layout (menu, sideways scroll, sticky bars,
 * the filter drawer, the budget box); the rest of the journeys are the same code at any width and
 * run once, on desktop.
 */
const PHONE_SPECS = ["site-shell", "shopper", "search-shopper", "search-stand-in", "home", "favourites", "compare"].map(
  (name) => `**/${name}.spec.ts`,
);

/** E2E_SPECS=crawl,leads,… runs only those spec files; by default the journey specs, with E2E_FULL=1 all. */
const SPECS = (process.env.E2E_SPECS?.split(",") ?? (FULL ? undefined : JOURNEY_SPECS))
  ?.map((name) => name.trim())
  .filter(Boolean)
  .map((name) => `**/${name}.spec.ts`);

/** Browser tests run against the built sample dealers, served with their functions by scripts/serve.ts. */
export default defineConfig({
  testDir: "tests/e2e",
  ...(SPECS ? { testMatch: SPECS } : {}),
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // One size everywhere, fitted to a busy 2-core machine: it runs the server, the database, two
  // browsers, the tests and (freshness, reserve) a rebuild, so a page that takes 2 s alone can
  // take 30 s there. The README's `npm test` must pass where CI does; a test that waits for
  // background work (a rebuild, a sweep) sets a timeout sized to that work on top of this.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://harbour-city-motor-group.localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    ...(PHONE
      ? [
          {
            name: "phone",
            testMatch: SPECS ? PHONE_SPECS.filter((spec) => SPECS.includes(spec)) : PHONE_SPECS,
            use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
          },
        ]
      : []),
  ],
  webServer: {
    command: `npm run serve -- --port ${PORT}`,
    // Its own database and email outbox, so browser tests never share PGlite (one process at a
    // time) with `npm start`; tests read delivered leads from .data/e2e/outbox.
    env: {
      ...definedEnv(),
      PGLITE_DIR: ".data/e2e/pglite",
      DATA_DIR: ".data/e2e",
      FORECOURT_LOCAL_SMS: "on",
      // Each test stands for a shopper with an address of their own (tests/e2e/test.ts).
      FORECOURT_TEST_CLIENT_ADDRESSES: "1",
      ...SIGNING_SECRET_ENV,
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !CI,
    timeout: 60_000,
  },
});

function definedEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
}
