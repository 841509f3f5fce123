import { expect, type Locator, type Page } from "./test.ts";

/**
 * Waits until the island holding `inside` is interactive: scrolled into view (client:visible
 * islands hydrate then) and Astro has removed its `ssr` marker. A click before that would land on
 * the server-rendered markup and do nothing.
 */
export async function hydrated(_page: Page, inside: Locator): Promise<Locator> {
  await inside.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => inside.first().evaluate((element) => element.closest("astro-island")?.hasAttribute("ssr") ?? false))
    .toBe(false);
  return inside;
}
