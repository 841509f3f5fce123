import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./test.ts";
import { pricedCar, siteUrl } from "./sample-data.ts";
import { deliveredEmails, signInWithCode, uniqueName } from "./lead-support.ts";
import { sampleLocations } from "./sample-locations.ts";

const slug = "harbour-city-motor-group";

const YEAR = new Date().getFullYear();
const ready = (page: Page) => expect(page.locator("[data-trade-in-valuation][data-ready]")).toBeAttached();

/** The car step of the valuation: pickers from the catalogue, year, km, the four condition questions, postcode. */
async function describeCar(page: Page, car: { year: number; km: number; make?: string; model?: string }) {
  await page.getByRole("combobox", { name: "Make" }).selectOption(car.make ?? "Toyota");
  await page.getByRole("combobox", { name: "Model" }).selectOption(car.model ?? "Corolla");
  await page.getByRole("textbox", { name: "Year" }).fill(String(car.year));
  await page.getByRole("textbox", { name: "Kilometres" }).fill(String(car.km));
  await page.getByRole("group", { name: "Has it ever had accident damage?" }).getByLabel("No").check();
  await page.getByRole("group", { name: "Does it have any mechanical issues?" }).getByLabel("No").check();
  await page.getByRole("group", { name: "Service history" }).getByLabel("Full").check();
  await page.getByRole("group", { name: "Interior and exterior wear" }).getByLabel("Normal for its age").check();
  await page.getByRole("textbox", { name: "Postcode" }).fill("2000");
}

async function fillContact(page: Page, lastName: string) {
  await page.getByRole("textbox", { name: "First name" }).fill("Trader");
  await page.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await page.getByRole("textbox", { name: "Email" }).fill("trader@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 000 111");
}

test("value an eligible car and see a range, then send it to the dealer with the car the shopper wants", async ({
  page,
}, info) => {
  const wanted = pricedCar(slug);
  // From the car the shopper wants: its 'Trade-In Valuation' opens the valuation with that car.
  await page.goto(siteUrl(slug, `/cars/${wanted.slug}`));
  await page.locator(".sidebar__actions").getByRole("link", { name: "Trade-In Valuation" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/trade-in/?\\?car_id=${wanted.id}$`));
  await ready(page);
  await expect(page.getByText("You're trading in towards:")).toContainText(wanted.name as string);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);

  // Nothing filled: every missing answer is named, and the shopper stays on the car step.
  await page.getByRole("button", { name: "Get my estimate" }).click();
  await expect(page.getByRole("alert")).toContainText("Please fix the following errors:");
  await expect(page.locator("#valuation-make-error")).toHaveText("This is a required field.");
  await expect(page.getByRole("combobox", { name: "Make" })).toHaveAttribute(
    "aria-describedby",
    "valuation-make-error",
  );

  await describeCar(page, { year: YEAR - 2, km: 30_000 });
  await page.getByRole("button", { name: "Get my estimate" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Your estimate" })).toBeFocused();
  await expect(page.locator("[data-result=estimate] [data-low]")).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  await expect(page.getByText("Confidence:")).toBeVisible();
  await expect(page.getByText("Toyota Corolla in our stock and market data")).toBeVisible();

  const lastName = uniqueName(info.project.name);
  await fillContact(page, lastName);
  await page.getByRole("button", { name: "Send to dealer" }).click();
  await expect(page).toHaveURL(/\/success\?type=Trade-In(%20|\+)Enquiry$/);
  await expect
    .poll(() => deliveredEmails(slug).find((text) => text.includes(lastName)) ?? "", { timeout: 10_000 })
    .toContain("Online estimate $");
  const email = deliveredEmails(slug).find((text) => text.includes(lastName))!;
  expect(email).toContain(wanted.name as string); // the car the shopper wants, from ?car_id
  expect(email).toContain("Toyota Corolla");
});

test("an ineligible (old) car gets the inspection path and can book it", async ({ page }, info) => {
  await page.goto(siteUrl(slug, "/trade-in"));
  await ready(page);
  await describeCar(page, { year: YEAR - 12, km: 150_000 }); // §5: over 7 years and 100,000 km
  await page.getByRole("button", { name: "Get my estimate" }).click();
  await expect(page.getByRole("heading", { name: "We'll need to see this one" })).toBeFocused();
  await expect(page.getByText("are valued in person")).toBeVisible();
  await expect(page.locator("[data-low]")).toHaveCount(0); // no figure

  const lastName = uniqueName(info.project.name);
  await page.getByRole("button", { name: "Book an inspection" }).click();
  await expect(page.getByRole("alert")).toContainText("Please fix the following errors:");
  // No car on /trade-in: this dealer asks which yard — once (not a yard and then a dealership
  // from an overlapping list); the yard's dealership goes with the lead, so it reaches the same people.
  await expect(page.locator("#enquiry-location_id-error")).toHaveText("This is a required field.");
  await expect(page.getByRole("alert")).not.toContainText("Dealership");
  await expect(page.getByRole("combobox", { name: "Dealership" })).toHaveCount(0);
  await fillContact(page, lastName);
  const yard = sampleLocations(slug).filter((location) => location.location_type === "sales")[1]!;
  await page.getByRole("combobox", { name: "Location" }).selectOption({ label: yard.name });
  const lead = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/leads"));
  await page.getByRole("button", { name: "Book an inspection" }).click();
  expect((await lead).postDataJSON()).toMatchObject({
    kind: "trade-in",
    location_id: String(yard.id),
    dealership_id: yard.dealership_id,
  });
  await expect(page).toHaveURL(/\/success\?type=Trade-In(%20|\+)Enquiry$/);
  await expect
    .poll(() => deliveredEmails(slug).find((text) => text.includes(lastName)) ?? "", { timeout: 10_000 })
    .toContain("No online estimate (We'll need to see this one");
});

test("the caravan dealer's page says caravan throughout, and asks which yard once", async ({ page }, info) => {
  const caravans = "outback-caravans"; // caravans up to 10 years old; /sell-my-car is not behind sign-in
  const noCarWord = () => expect(page.locator("main")).not.toContainText(/\bcars?\b/i, { useInnerText: true });
  await page.goto(siteUrl(caravans, "/sell-my-car"));
  await ready(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell my caravan");
  await expect(page.getByText("Tell us about your caravan and we'll make you an offer.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your caravan" })).toBeVisible();
  await expect(
    page.getByText(
      "Caravans up to 10 years old and 100,000 km get an instant estimate; older or higher-km caravans are valued in person.",
    ),
  ).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Caravans up to 10 years old and 100,000 km can be valued from their details\.$/,
  );
  await noCarWord();

  // Too old for an online figure: the server says why in the dealer's word too.
  await describeCar(page, { year: YEAR - 12, km: 40_000, make: "Jayco", model: "Starcraft" });
  await page.getByRole("button", { name: "Get my estimate" }).click();
  await expect(page.getByRole("heading", { name: "We'll need to see this one" })).toBeFocused();
  await expect(page.getByText("Caravans over 10 years old or 100,000 km are valued in person.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change my caravan's details" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Comments" })).toHaveValue(
    "I'd like to book an inspection of my caravan.",
  );
  await expect(page.getByRole("combobox", { name: "Dealership" })).toHaveCount(0);
  await noCarWord();

  const yard = sampleLocations(caravans)
    .filter((location) => location.location_type === "sales")
    .at(-1)!;
  await fillContact(page, uniqueName(info.project.name));
  await page.getByRole("combobox", { name: "Location" }).selectOption({ label: yard.name });
  const lead = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/leads"));
  await page.getByRole("button", { name: "Book an inspection" }).click();
  expect((await lead).postDataJSON()).toMatchObject({
    kind: "sell-my-car",
    location_id: String(yard.id),
    dealership_id: yard.dealership_id,
  });
  await expect(page).toHaveURL(/\/success\?type=Sell(%20|\+)My(%20|\+)Car$/);
});

test("a signed-in shopper's valuation is kept on /my-garage", async ({ page }) => {
  await page.goto(siteUrl(slug, "/sign-in?redirect=%2Ftrade-in"));
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/trade-in\/?$/);
  await ready(page);
  await describeCar(page, { year: YEAR - 3, km: 45_000 });
  await page.getByRole("button", { name: "Get my estimate" }).click();
  const range = page.locator("[data-result=estimate] [data-low]");
  await expect(range).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  const figure = await range.textContent();

  await page.goto(siteUrl(slug, "/my-garage"));
  const kept = page.getByRole("region", { name: "Your trade-in valuations" });
  await expect(kept).toContainText(figure!);
  await expect(kept).toContainText("Toyota Corolla");
});

test("/sell-your-car is /sell-my-car under another name, and the trade-in pages are accessible", async ({ page }) => {
  test.slow(); // axe over several pages
  await page.goto(siteUrl(slug, "/sell-your-car"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell my car");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/sell-my-car$/);
  for (const path of ["/sell-your-car", "/trade-in"]) {
    await page.goto(siteUrl(slug, path));
    await ready(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
