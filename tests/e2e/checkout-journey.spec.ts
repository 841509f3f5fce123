import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./test.ts";
import { signInWithCode } from "./lead-support.ts";
import { freeCar } from "./ops-support.ts";
import { reservableCar, siteUrl } from "./sample-data.ts";

/**
 * Online purchase on harbour-city-motor-group (which gates checkout): Buy Online on a car
 * page → sign in → six steps on a phone-sized screen, left part way and resumed, then the deposit
 * hold with the local provider's test card → confirmation, and the journey listed in My Garage.
 */
const HARBOUR = "harbour-city-motor-group";

const heading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Step \d of 6/ });

async function next(page: Page, step: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page)).toHaveText(step);
  await expect(heading(page)).toBeFocused();
}

test("the whole online purchase to a held deposit on a phone, resumed part way, listed in My Garage", async ({
  page,
}) => {
  // Six steps, a sign-in and a payment on the 2-core CI machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const car = reservableCar(HARBOUR, 11);
  await freeCar(HARBOUR, car.id);

  await page.goto(siteUrl(HARBOUR, `/cars/${car.slug}`));
  await page.locator(".sidebar__actions").getByRole("link", { name: "Buy Online" }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
  await signInWithCode(page);
  await expect(page).toHaveURL(siteUrl(HARBOUR, `/checkout-journey?car_id=${car.slug}`));

  // 1: the car and its price.
  await expect(heading(page)).toHaveText("Step 1 of 6: Your car");
  await expect(page.getByText(car.name, { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveCount(6);
  await next(page, "Step 2 of 6: Trade-in");

  // 2: no trade-in.
  await expect(page.getByRole("radio", { name: "No trade-in" })).toBeChecked();
  await next(page, "Step 3 of 6: How you pay");

  // 3: finance with the quick quote.
  await page.getByRole("radio", { name: "Finance" }).check();
  await page.getByRole("combobox", { name: "Loan term (years)" }).selectOption("4");
  await expect(page.getByText(/a week at [\d.]+%/)).toBeVisible({ timeout: 15_000 });
  await next(page, "Step 4 of 6: Delivery or pick-up");

  // 4: delivery by postcode, quoted.
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await page.getByRole("textbox", { name: "Postcode" }).fill("2000");
  await page.getByRole("button", { name: "Get a delivery quote" }).click();
  await expect(page.getByText(/^Delivery to .+ NSW 2000: (free|\$[\d,]+)$/)).toBeVisible();
  await next(page, "Step 5 of 6: Your details");

  // Leave and come back: the journey opens where it was left, with the answers kept.
  await page.reload();
  await expect(heading(page)).toHaveText("Step 5 of 6: Your details");
  await expect(page.getByRole("listitem").filter({ hasText: "3. How you pay" })).toHaveAttribute("data-done", "");

  // 5: details (the signed-in phone is filled in), by keyboard.
  await expect(page.getByRole("textbox", { name: "Phone" })).not.toHaveValue("");
  await page.getByRole("textbox", { name: "First name" }).focus();
  for (const text of ["Jo", "Journey", "jo@example.com"]) {
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Step 6 of 6: Review and reserve");

  // 6: review and place the deposit hold.
  await expect(page.getByText("$200 refundable deposit, held for 48 hours")).toBeVisible();
  await expect(page.getByText(/Finance over 4 years/)).toBeVisible();
  await expect(page.getByText(/^Delivery to .+ NSW 2000: (free|\$[\d,]+)$/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await expect(page).toHaveURL(/\/payments\/local-checkout\/cs_local_/);
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("12/34");
  await page.getByRole("textbox", { name: "CVC" }).fill("123");
  await page.getByRole("button", { name: "Pay A$200.00" }).click();
  await expect(page).toHaveURL(/\/checkout-journey\?car_id=.+&reservation=/);
  await expect(page.getByRole("heading", { name: `${car.name} is reserved for you` })).toBeVisible({ timeout: 20_000 });
  const reference = await page.locator("[data-reference]").textContent();
  expect(reference).toMatch(/^RSV-/);

  // My Garage lists the purchase with its hold.
  await page.goto(siteUrl(HARBOUR, "/my-garage"));
  const journeys = page.getByRole("region", { name: "Your online purchases" });
  await expect(journeys.getByText(`(${reference})`, { exact: false })).toBeVisible();
  await expect(journeys.getByRole("link", { name: /See your reservation/ })).toHaveAttribute(
    "href",
    `/checkout-journey?car_id=${car.slug}`,
  );
  await freeCar(HARBOUR, car.id);
});

test("step 4: a refused postcode's error goes once it is fixed and quoted, and the review names the quoted place", async ({
  page,
}) => {
  // Four steps and a sign-in on the 2-core CI machine.
  test.setTimeout(180_000);
  const car = reservableCar(HARBOUR, 13);
  await freeCar(HARBOUR, car.id);
  await page.goto(siteUrl(HARBOUR, `/cars/${car.slug}`));
  await page.locator(".sidebar__actions").getByRole("link", { name: "Buy Online" }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
  await signInWithCode(page);
  await expect(page).toHaveURL(siteUrl(HARBOUR, `/checkout-journey?car_id=${car.slug}`));
  await expect(heading(page)).toHaveText("Step 1 of 6: Your car");
  await next(page, "Step 2 of 6: Trade-in");
  await expect(page.getByRole("radio", { name: "No trade-in" })).toBeChecked();
  await next(page, "Step 3 of 6: How you pay");
  await expect(page.getByRole("radio", { name: "Cash or my own funds" })).toBeChecked();
  await next(page, "Step 4 of 6: Delivery or pick-up");

  // A postcode the save refuses: its error beside it and listed above the step.
  const step = page.locator("[data-step=delivery]");
  const postcode = page.getByRole("textbox", { name: "Postcode" });
  const error = page.locator("#journey-postcode-error");
  await page.getByRole("radio", { name: "Deliver it to me" }).check();
  await postcode.fill("12a");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(step.getByRole("alert")).toContainText("Invalid postcode. Please enter a 4-digit number.");
  await expect(error).toHaveText("Invalid postcode. Please enter a 4-digit number.");
  await expect(postcode).toHaveAttribute("aria-invalid", "true");

  // Fixed: the error and the list go at once, and stay gone beside the quote.
  await postcode.fill("2000");
  await expect(error).toHaveCount(0);
  await expect(step.getByRole("alert")).toHaveCount(0);
  await expect(postcode).toHaveAttribute("aria-invalid", "false");
  await page.getByRole("button", { name: "Get a delivery quote" }).click();
  await expect(page.getByText("Delivery to Barangaroo NSW 2000: free", { exact: true })).toBeVisible();
  await expect(error).toHaveCount(0);
  await next(page, "Step 5 of 6: Your details");

  await expect(page.getByRole("textbox", { name: "Phone" })).not.toHaveValue("");
  await page.getByRole("textbox", { name: "First name" }).fill("Jo");
  await page.getByRole("textbox", { name: "Last name" }).fill("Quoted");
  await page.getByRole("textbox", { name: "Email" }).fill("jo@example.com");
  await next(page, "Step 6 of 6: Review and reserve");

  // The review says the delivery as the quote did: the place, the postcode and the cost.
  await expect(page.getByText("Delivery to Barangaroo NSW 2000: free", { exact: true })).toBeVisible();
});
