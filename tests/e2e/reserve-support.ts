import { expect, type Page } from "./test.ts";
import { signInWithCode } from "./lead-support.ts";
import { type SampleTenant, siteUrl } from "./sample-data.ts";

/** Steps of reserving a car with a $200 deposit hold, shared by the reserve and shopper-walk specs. */

/** Reserving needs a verified phone on every dealer, so the reserve page sends a shopper to sign in first. */
export async function openSignedIn(page: Page, slug: SampleTenant, path: string) {
  await page.goto(siteUrl(slug, path));
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
  await signInWithCode(page);
  await expect(page).toHaveURL(siteUrl(slug, path));
}

/** The phone is the one the shopper verified, filled in for them. */
export async function fillDetails(page: Page, lastName: string) {
  await expect(page.locator("form[data-ready]")).toBeAttached();
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue(/^04\d{8}$/);
  await page.getByRole("textbox", { name: "First name" }).fill("Rita");
  await page.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await page.getByRole("textbox", { name: "Email" }).fill("rita@example.com");
}

export async function payWith(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payments\/local-checkout\/cs_local_/);
  await expect(page.getByText("A$200.00", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Card number" }).fill(card);
  await page.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("12/34");
  await page.getByRole("textbox", { name: "CVC" }).fill("123");
  await page.getByRole("button", { name: "Pay A$200.00" }).click();
}
