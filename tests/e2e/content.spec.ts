import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { siteUrl } from "./sample-data.ts";
import { uniqueName } from "./lead-support.ts";
import { inviteStaff, staffSignInToken } from "./ops-support.ts";

/**
 * Issue 38: an editor made from the terminal ends an offer and adds holiday hours in the console,
 * sees what publishing will change, publishes, and the console says when the rebuilt site carries
 * it; the site then shows it. Against bayside-ford; the test puts the content back afterwards.
 */
const BAYSIDE = "bayside-ford";
const PHONE = { width: 390, height: 844 };
const DAY = "2026-12-07";

test("an editor ends an offer and adds holiday hours, publishes, and the site shows both once rebuilt", async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const editor = `editor.${uniqueName(info.project.name)}@bayside.example`.toLowerCase();
  await inviteStaff(BAYSIDE, editor, "editor");
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl(BAYSIDE, `/console/sign-in#token=${await staffSignInToken(BAYSIDE, editor)}`));
  await expect(page).toHaveURL(/\/console\/$/);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();

  // End the first offer running, by keyboard.
  const offers = page.getByRole("list", { name: "Offers", exact: true });
  const end = offers.getByRole("button", { name: /^End "/ }).first();
  const title = ((await end.textContent()) ?? "").replace(/^End "/, "").replace(/"$/, "");
  await end.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`"${title}" ends. Saved in the draft`);

  // A staff training day, closed.
  await page.getByLabel("Date").fill(DAY);
  await page.getByRole("textbox", { name: "What the day is" }).fill("Staff training day");
  await page.getByRole("button", { name: "Add to draft" }).click();
  await expect(page.getByRole("status")).toContainText("Staff training day added.");
  const preview = page.getByRole("region", { name: "Preview: what publishing changes" });
  await expect(preview).toContainText(`Special offers no longer shows "${title}"`);
  await expect(preview).toContainText("Monday 7 December 2026 (Staff training day): Closed");
  const scan = await new AxeBuilder({ page }).include("main").analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // Publish: the console says when the rebuilt site carries it.
  await page.getByRole("button", { name: "Publish changes" }).click();
  const published = page.getByRole("status").filter({ hasText: /^Published version \d+/ });
  await expect(published).toBeVisible();
  const version = Number(/version (\d+)/.exec((await published.textContent()) ?? "")![1]);
  await expect(page.getByRole("status")).toHaveText(`Version ${version} is live on the site.`, { timeout: 180_000 });

  try {
    const shopper = await page.context().newPage();
    await shopper.goto(siteUrl(BAYSIDE, "/special-offers"));
    await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(shopper.getByText(title, { exact: true })).toHaveCount(0);
    await shopper.goto(siteUrl(BAYSIDE, "/locations/moorabbin"));
    await shopper.getByRole("button", { name: "Holiday hours" }).first().click();
    const dialog = shopper.getByRole("dialog");
    await expect(dialog).toContainText("Staff training day");
    await shopper.close();
  } finally {
    // Put it back: keep the offer running, remove the day, publish again.
    await page.getByRole("button", { name: `Keep "${title}" running` }).click();
    await expect(page.getByRole("status")).toContainText("keeps running");
    await page.getByRole("button", { name: "Remove Staff training day at Bayside Ford" }).click();
    await expect(page.getByRole("status")).toContainText("Staff training day removed.");
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByRole("status")).toHaveText(`Version ${version + 1} is live on the site.`, {
      timeout: 180_000,
    });
  }
});
