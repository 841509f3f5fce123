import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { ALREADY_SPUN } from "#lib/spin-to-win/draw.ts";
import { signInWithCode } from "./lead-support.ts";
import { siteUrl } from "./sample-data.ts";

/** Spin to win: harbour-city-motor-group runs a campaign; the wheel is for signed-in shoppers, once per phone. */
const DEALER = "harbour-city-motor-group";
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WON = /^You won: (.+)\. Your code: (SPIN-[A-Z0-9]{4}-[A-Z0-9]{4})\. Show this code at the dealership/;

test("spin once from the footer's link after signing in; a second spin is refused", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(siteUrl(DEALER, "/"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Spin to Win" }).click();
  await expect(page).toHaveURL(/\/spin-to-win\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spin to Win");
  await expect(page.getByRole("heading", { name: "Terms", exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Prize wheel: \$50 fuel card, Free detail/ })).toBeVisible();

  // Signed out: asked to sign in first, and brought back to the wheel.
  await page.getByRole("link", { name: "Sign in to spin" }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/);
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/spin-to-win\/?$/);

  const spin = page.getByRole("button", { name: "Spin the wheel" });
  await spin.focus();
  await page.keyboard.press("Enter");
  // Reduced motion: the result is there at once, in the polite live region.
  const result = page.locator("[aria-live=polite]").filter({ hasText: WON });
  await expect(result).toHaveText(WON);
  const [, prize, code] = (await result.textContent())!.match(WON)!;
  await expect(spin).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // Back later: the same prize and code, and no second spin.
  await page.reload();
  await expect(page.locator("[aria-live=polite]").filter({ hasText: WON })).toHaveText(
    `You won: ${prize}. Your code: ${code}. Show this code at the dealership to claim your prize.`,
  );
  await expect(page.getByText(ALREADY_SPUN)).toBeVisible();
  await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);

  // Asking the server directly does not help either: refused, with the first prize.
  const again = await page.evaluate(async () => {
    const response = await fetch("/api/spin-to-win", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    return { status: response.status, body: await response.json() };
  });
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({
    created: false,
    message: ALREADY_SPUN,
    spin: { prize_label: prize, redemption_code: code },
  });
});

test("a shopper who is not signed in cannot spin", async ({ page }) => {
  await page.goto(siteUrl(DEALER, "/spin-to-win"));
  await expect(page.getByRole("link", { name: "Sign in to spin" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Spin the wheel" })).toHaveCount(0);
  const refused = await page.evaluate(async () => {
    const response = await fetch("/api/spin-to-win", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused).toEqual({
    status: 401,
    body: { error: { code: "unauthorized", message: "Please sign in to continue." } },
  });
});
