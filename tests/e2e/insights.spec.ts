import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { rawCars, siteUrl } from "./sample-data.ts";
import { randomMobile, uniqueName } from "./lead-support.ts";
import { inviteStaff, staffSignInToken } from "./ops-support.ts";

/**
 * Insights, as a dealer's owner meets it: a shopper who came from an email campaign opens a car
 * three times and enquires; the owner sees one view (the same address within half an hour) and the
 * lead on that car, where the lead came from (in Insights and on the lead itself), the same in the
 * CSV, and the cars past 60 days.
 */
const slug = "bayside-ford";
const PHONE = { width: 390, height: 844 };
// A browser as shoppers have it: a headless browser's own user agent is a robot's, never counted.
test.use({
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
});

// A car the other browser tests leave alone: leads on it are this test's.
const car = rawCars(slug)
  .filter((c) => c.status === "in_stock" && typeof c.price === "number" && c.slug)
  .at(-2)!;
const CAMPAIGN = "?utm_source=dealer-news&utm_medium=email&utm_campaign=spring";

/** The car's row of the Insights spreadsheet, by column name, downloaded as the console's link does. */
async function csvRow(page: Page, carId: string): Promise<Record<string, string>> {
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/console/insights/cars.csv?days=7");
    return { type: response.headers.get("content-type") ?? "", text: await response.text() };
  });
  expect(answer.type).toContain("text/csv");
  const [header, ...rows] = answer.text.trim().split("\r\n");
  const names = header!.split(",");
  const row = rows.find((line) => line.startsWith(`${carId},`));
  expect(row, `car ${carId} in the CSV`).toBeDefined();
  return Object.fromEntries(row!.split(",").map((value, i) => [names[i], value]));
}

/** Loads the car's page (`open`) and waits until its view was posted (counted or not, the answer is the same). */
async function viewCar(shopper: Page, open: () => Promise<unknown>) {
  const counted = shopper.waitForResponse(
    (answer) => answer.url().endsWith("/api/events") && (answer.request().postData() ?? "").includes('"id":9'),
  );
  await open();
  expect((await counted).status()).toBe(204);
}

test("an owner sees a campaign's views and lead on the car, where the lead came from, the same in the CSV, and the aged cars", async ({
  page,
  context,
}, info) => {
  test.setTimeout(120_000);
  const email = `owner.${info.project.name}.${Date.now().toString(36)}@bayside.example`;
  await inviteStaff(slug, email, "owner");
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl(slug, `/console/sign-in#token=${await staffSignInToken(slug, email)}`));
  await expect(page).toHaveURL(/\/console\/$/);
  const before = await csvRow(page, String(car.id));

  // The shopper lands from the newsletter, looks three times, and enquires.
  const shopper = await context.newPage();
  await viewCar(shopper, () => shopper.goto(siteUrl(slug, `/cars/${car.slug}/${CAMPAIGN}`)));
  await viewCar(shopper, () => shopper.goto(siteUrl(slug, `/cars/${car.slug}/`)));
  await viewCar(shopper, () => shopper.reload());
  await shopper.locator("#vehicle-enquiry").scrollIntoViewIfNeeded();
  await expect(shopper.locator(".enquiry-form[data-ready]")).toBeAttached();
  const lastName = uniqueName(info.project.name);
  await shopper.getByRole("textbox", { name: "First name", exact: true }).fill("Iris");
  await shopper.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  await shopper.getByRole("textbox", { name: "Email", exact: true }).fill("iris@example.com");
  await shopper.getByRole("textbox", { name: "Phone", exact: true }).fill(randomMobile());
  await shopper.getByRole("textbox", { name: "Comments", exact: true }).fill("Still there?");
  await shopper.getByRole("button", { name: "Send enquiry" }).click();
  await expect(shopper).toHaveURL(/\/success/);
  await shopper.close();

  // Insights, from the console's menu, on a phone.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await page.getByRole("combobox", { name: "Period" }).selectOption("7");
  await page.getByRole("button", { name: "Show", exact: true }).press("Enter");
  const sources = page.getByRole("table", { name: "Where leads come from" });
  await expect(sources.getByRole("row", { name: /Other emails/ })).toBeVisible();

  // The car, its make's cars sorted by views: one more view (three looks from one address) and one more lead.
  await page.getByRole("combobox", { name: "Make" }).selectOption(car.make as string);
  await page.getByRole("combobox", { name: "Sort by (most first; names A to Z)" }).selectOption("views");
  await page.getByRole("button", { name: "Show cars" }).press("Enter");
  const row = page.locator(`tr[data-car-id="${car.id}"]`);
  await expect(row.locator("td").nth(4)).toHaveText(String(Number(before.views) + 1));
  await expect(row.locator("td").nth(6)).toContainText(String(Number(before.leads) + 1));
  await expect(row.locator("td").nth(6)).toContainText("Vehicle Enquiry");

  // The same in the spreadsheet.
  const after = await csvRow(page, String(car.id));
  expect(Number(after.views)).toBe(Number(before.views) + 1);
  expect(Number(after.leads)).toBe(Number(before.leads) + 1);
  expect(Number(after.days_in_stock)).toBeGreaterThanOrEqual(0);

  // Every car, paged by keyboard: the pressed button keeps the focus, on the last page too.
  await page.getByRole("combobox", { name: "Make" }).selectOption("");
  await page.getByRole("button", { name: "Show cars" }).press("Enter");
  const count = page.getByText(/^\d+ cars, page \d+ of \d+$/);
  await expect(count).toContainText("page 1 of");
  const pages = Number((await count.textContent())!.split(" of ")[1]);
  const next = page.getByRole("navigation", { name: "Pages of cars" }).getByRole("button", { name: "Next page" });
  await next.focus();
  for (let shown = 2; shown <= pages; shown++) {
    await page.keyboard.press("Enter");
    await expect(count).toContainText(`page ${shown} of ${pages}`);
  }
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute("aria-disabled", "true");

  // Aged: every car listed has been in stock more than 60 days.
  // The table shows the last list until the aged one arrives, so the check waits for that answer.
  await page.getByRole("combobox", { name: "Show", exact: true }).selectOption("aged");
  const agedAnswer = page.waitForResponse((response) =>
    /\/api\/console\/insights\/cars\?.*list=aged/.test(response.url()),
  );
  await page.getByRole("button", { name: "Show cars" }).press("Enter");
  await agedAnswer;
  const agedDays = page.locator(".insights__cars tbody tr td:nth-child(4)");
  await expect
    .poll(
      async () => {
        const days = (await agedDays.allTextContents()).map((text) => Number.parseInt(text, 10));
        return days.length > 0 && days.every((day) => day > 60);
      },
      { message: "the aged list shows cars, each in stock more than 60 days" },
    )
    .toBe(true);

  // The lead itself says where the shopper came from.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
  await page.getByRole("button", { name: new RegExp(`Iris ${lastName}`) }).click();
  await expect(page.getByText("Came from: Other emails (campaign spring, via dealer-news)")).toContainText(
    `landed on /cars/${car.slug}/`,
  );
});
