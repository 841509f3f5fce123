import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { rawCars, siteUrl, type SampleTenant } from "./sample-data.ts";
import { deliveredEmails, signInWithCode } from "./lead-support.ts";

const reservable = (slug: SampleTenant) =>
  rawCars(slug).find(
    (c) =>
      c.status === "in_stock" && !(c as { reserved?: boolean }).reserved && typeof c.price === "number" && c.price > 10,
  )!;

/** harbour-city-motor-group lists checkout in its gated routes (§6); bayside-ford leaves reserving open. */
for (const [slug, route, gated] of [
  ["harbour-city-motor-group", "checkout", true],
  ["bayside-ford", "buy-online", false],
] as const) {
  test(`${slug}: Reserve on a car page leads to /cars/{slug}/${route}${gated ? " after signing in" : ""}, and the request reaches the dealer with the car`, async ({
    page,
  }, info) => {
    const car = reservable(slug);
    const path = `/cars/${car.slug}/${route}`;
    await page.goto(siteUrl(slug, `/cars/${car.slug}`));
    const reserve = page.getByRole("link", { name: "Reserve", exact: true }).first();
    await expect(reserve).toHaveAttribute("href", path);
    await page.goto(siteUrl(slug, path));
    if (gated) {
      await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(path);
      await signInWithCode(page);
      await expect(page).toHaveURL(siteUrl(slug, path));
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reserve ${car.name}`);
    await expect(page.getByText(/A refundable \$200 deposit holds this (car|caravan) for 48 hours\./)).toBeVisible();
    await expect(page.locator(".enquiry-form[data-ready]")).toBeAttached();

    const lastName = `Reserver${info.project.name}${Date.now().toString(36)}`;
    await page.getByRole("textbox", { name: "First name" }).fill("Rita");
    await page.getByRole("textbox", { name: "Last name" }).fill(lastName);
    await page.getByRole("textbox", { name: "Email" }).fill("rita@example.com");
    await page.getByRole("textbox", { name: "Phone" }).fill("0412 555 010");
    await page.getByRole("textbox", { name: "Comments" }).fill("I'd like to hold it until Saturday.");
    await page.getByRole("button", { name: "Request to reserve" }).click();
    await expect(page).toHaveURL(/\/success\?type=Reserve(%20|\+)Online$/);
    await expect
      .poll(() => deliveredEmails(slug).find((text) => text.includes(lastName)) ?? "", { timeout: 10_000 })
      .toContain(car.name as string);
  });
}

test("the reserve page is accessible", async ({ page }) => {
  const car = reservable("bayside-ford");
  await page.goto(siteUrl("bayside-ford", `/cars/${car.slug}/buy-online`));
  await expect(page.locator(".enquiry-form[data-ready]")).toBeAttached();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
