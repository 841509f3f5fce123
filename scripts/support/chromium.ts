import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium the browser tests drive: $CHROME_PATH, then Debian's /usr/bin/chromium, then one
 * Playwright installed itself. With none, the tests fail saying how to get one: never a silent skip.
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", safePlaywrightPath()];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path!));
  if (!found) {
    throw new Error(
      "No Chromium for the browser tests. Install one: `sudo apt-get install -y chromium` (Debian/Ubuntu), " +
        "or `npx playwright install chromium`, or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
