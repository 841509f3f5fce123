import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pricedCar, siteUrl } from "./sample-data.ts";
import { deliveredEmails } from "./lead-support.ts";

const slug = "harbour-city-motor-group";

test("a trade-in from a car page asks for the shopper's car first, then their details, and reaches the dealer with both cars", async ({
  page,
}, info) => {
  const wanted = pricedCar(slug);
  await page.goto(siteUrl(slug, `/cars/trade-in?car_id=${wanted.id}`));
  await expect(page.locator(".enquiry-form[data-ready]")).toBeAttached();
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your car" })).toBeVisible();
  await expect(page.getByText("We'll attach the car you were looking at to your enquiry.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toContainText("Please fix the following errors:");
  await expect(page.locator("#enquiry-details-vehicle-make-error")).toHaveText("This is a required field.");
  await expect(page.getByRole("heading", { name: "Step 1 of 2: Your car" })).toBeVisible();

  const model = `Corolla ${info.project.name} ${Date.now().toString(36)}`;
  await page.getByRole("spinbutton", { name: "Year" }).fill("2015");
  await page.getByRole("textbox", { name: "Make" }).fill("Toyota");
  await page.getByRole("textbox", { name: "Model" }).fill(model);
  await page.getByRole("spinbutton", { name: "Kilometres" }).fill("120000");
  await page.getByRole("textbox", { name: "Comments" }).fill("One owner, full service history.");
  await page.getByRole("button", { name: "Next" }).click();

  const step2 = page.getByRole("heading", { name: "Step 2 of 2: Your details" });
  await expect(step2).toBeFocused();
  await expect(page.getByText("are valued in person")).toBeVisible(); // §5: over 7 years or 100,000 km
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Back keeps what was typed.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("textbox", { name: "Make" })).toHaveValue("Toyota");
  await page.getByRole("spinbutton", { name: "Kilometres" }).fill("60000");
  await page.getByRole("spinbutton", { name: "Year" }).fill("2022");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("we'll send you an estimate")).toBeVisible();

  await page.getByRole("textbox", { name: "First name" }).fill("Trader");
  await page.getByRole("textbox", { name: "Last name" }).fill("Joe");
  await page.getByRole("textbox", { name: "Email" }).fill("trader@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 000 111");
  await page.getByRole("button", { name: "Send enquiry" }).press("Enter");

  await expect(page).toHaveURL(/\/success\?type=Trade-In(%20|\+)Enquiry$/);
  await expect
    .poll(() => deliveredEmails(slug).find((text) => text.includes(model)) ?? "", { timeout: 10_000 })
    .toContain("Toyota");
  const email = deliveredEmails(slug).find((text) => text.includes(model))!;
  expect(email).toContain(wanted.name as string); // the car the shopper wants, attached from ?car_id
});

test("a multi-step error on the first step sends the shopper back to it", async ({ page }) => {
  await page.goto(siteUrl(slug, "/sell-my-car"));
  await expect(page.locator(".enquiry-form[data-ready]")).toBeAttached();
  await page.getByRole("spinbutton", { name: "Year" }).fill("2020");
  await page.getByRole("textbox", { name: "Make" }).fill("Mazda");
  await page.getByRole("textbox", { name: "Model" }).fill("CX-5");
  await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
  await page.getByRole("combobox", { name: "Dealership" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next" }).click();
  // Comments are required on this dealer's forms: the first step asked for them.
  await expect(page.locator("#enquiry-comments-error")).toHaveText("This is a required field.");
  await page.getByRole("textbox", { name: "Comments" }).fill("Selling outright.");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Your details" })).toBeFocused();
});

test("/sell-your-car is /sell-my-car under another name, and the trade-in pages are accessible", async ({ page }) => {
  test.slow(); // axe over several pages
  await page.goto(siteUrl(slug, "/sell-your-car"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell my car");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/sell-my-car$/);
  for (const path of ["/sell-your-car", "/trade-in"]) {
    await page.goto(siteUrl(slug, path));
    await expect(page.locator(".enquiry-form[data-ready]")).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
