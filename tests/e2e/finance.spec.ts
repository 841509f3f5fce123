import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Route, test } from "./test.ts";
import { searchReady } from "./search-support.ts";
import { LOCAL_RATES } from "#lib/finance/quote.ts";
import { hydrated } from "./islands.ts";
import { pricedCar, siteUrl, type SampleTenant } from "./sample-data.ts";
import { deliveredEmails, deliveredLead, randomMobile, uniqueName } from "./lead-support.ts";

/** The annuity formula written out here, independently of src/lib/finance: P·r / (1 − (1 + r)^−n). */
function annuity(principal: number, annualPercent: number, years: number, perYear: number): string {
  const r = annualPercent / 100 / perYear;
  const n = years * perYear;
  const amount = (principal * r) / (1 - (1 + r) ** -n);
  return `$${amount.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function carPage(page: Page, slug: SampleTenant) {
  const car = pricedCar(slug);
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  return car;
}

async function openDialogFromCalculator(page: Page) {
  const calculator = page.locator("#finance-calculator");
  await hydrated(page, calculator.locator(".finance-calculator"));
  await expect(page.locator("html[data-finance-dialog=ready]")).toBeAttached();
  await calculator.getByRole("button", { name: "Get a quick quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Estimate" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the car page's finance calculator works by keyboard and explains bad input", async ({ page }) => {
  const car = await carPage(page, "bayside-ford");
  const calculator = page.locator("#finance-calculator");
  // The static HTML already shows the estimate for the car's price (10% over 5 years, weekly).
  await expect(calculator.getByTestId("calc-result")).toContainText(annuity(car.price, 10, 5, 52));
  await hydrated(page, calculator.locator(".finance-calculator"));

  const price = calculator.getByRole("textbox", { name: "Purchase price" });
  await price.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("20000");
  await expect(calculator.getByTestId("calc-result")).toContainText(`Estimated ${annuity(20_000, 10, 5, 52)} per week`);

  // Tab to the slider beside it; an arrow key moves it one step ($500) and the text follows.
  await page.keyboard.press("Tab");
  await expect(calculator.getByRole("slider", { name: "Purchase price" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(price).toHaveValue("20500");
  await expect(calculator.getByTestId("calc-result")).toContainText(annuity(20_500, 10, 5, 52));

  // Frequency by arrow keys within the radio group.
  await calculator.getByRole("radio", { name: "Weekly" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(calculator.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
  await expect(calculator.getByTestId("calc-result")).toContainText(`${annuity(20_500, 10, 5, 26)} per fortnight`);

  // Out of range: explained, and the typed value is left alone.
  await price.fill("999");
  await expect(calculator.locator("#calc-price-error")).toHaveText(
    "Purchase price must be between $1,000 and $250,000.",
  );
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveValue("999");
  await expect(calculator.getByTestId("calc-result")).toHaveText("Check the highlighted field to see your repayments.");
  const term = calculator.getByRole("textbox", { name: "Loan term (years)" });
  await term.fill("2.25");
  await expect(calculator.locator("#calc-termYears-error")).toHaveText(
    "Loan term must be between 1 and 7 years, in steps of 0.5 years.",
  );

  // The comparison rate sits beside every advertised rate, with its example and warning; the disclaimer reads in full.
  await expect(calculator.getByText("Comparison rate based on a secured loan of $30,000 over 5 years.")).toBeVisible();
  await expect(calculator.getByText(/^WARNING: This comparison rate is true only for the example given/)).toBeVisible();
  const disclaimer = page.locator("#financeDisclaimer");
  await disclaimer.getByText("Read more").click();
  await expect(disclaimer.locator("details")).toHaveAttribute("open", "");
});

test("the quick quote follows the last input once typing stops", async ({ page }) => {
  await carPage(page, "harbour-city-motor-group");
  const dialog = await openDialogFromCalculator(page);
  await expect(dialog.getByRole("heading", { name: "Quick Estimate" })).toBeFocused();
  const quotes: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/youx/quote")) quotes.push(request.postData() ?? "");
  });
  const price = dialog.getByRole("textbox", { name: "Purchase price ($)" });
  await price.fill("");
  await price.pressSequentially("41500");
  const weekly = dialog.getByTestId("quote-amount");
  await expect(weekly).toHaveText(annuity(41_500, LOCAL_RATES.GREAT.advertisedRate, 5, 52));
  // Typing five digits asked for far fewer quotes than keystrokes, and the last was for the whole number.
  expect(quotes.length).toBeLessThan(5);
  expect(JSON.parse(quotes.at(-1)!)).toMatchObject({
    purchasePrice: 41_500,
    loanTerm: 5,
    selfAssessedCreditScore: "GREAT",
  });
  await expect(dialog.getByText(`${LOCAL_RATES.GREAT.comparisonRate.toFixed(2)}% p.a. comparison rate*`)).toBeVisible();

  await dialog.getByRole("radio", { name: "Poor" }).check();
  await dialog.getByRole("combobox", { name: "Loan term" }).selectOption("3");
  await expect(weekly).toHaveText(annuity(41_500, LOCAL_RATES.POOR.advertisedRate, 3, 52));

  await price.fill("9999");
  await expect(dialog.locator("#fd-price-error")).toHaveText("Purchase price must be between $10,000 and $200,000.");
  await expect(dialog.getByRole("button", { name: "Next: Your Details" })).toBeDisabled();
});

test("the pre-approval dialog: details survive closing, the SMS code is verified, then lead and customer, then the redirect", async ({
  page,
}, info) => {
  const slug = "harbour-city-motor-group";
  const car = await carPage(page, slug);
  const phone = randomMobile();
  const lastName = uniqueName(info.project.name);
  await expect(page.locator("html[data-finance-dialog=ready]")).toBeAttached();
  // The sidebar's 'Get Finance' (a link to the finance page without JavaScript) opens the dialog.
  await page.locator('a[data-action="finance"]').first().click();
  let dialog = page.getByRole("dialog", { name: "Quick Estimate" });
  await expect(dialog.getByRole("textbox", { name: "Purchase price ($)" })).toHaveValue(String(car.price));
  await expect(dialog.getByTestId("quote-amount")).toBeVisible();
  await dialog.getByRole("button", { name: "Next: Your Details" }).click();

  dialog = page.getByRole("dialog", { name: "Your Details" });
  await expect(dialog.getByRole("heading", { name: "Your Details" })).toBeFocused();
  await dialog.getByRole("button", { name: "Next: Instant pre-approval" }).click();
  await expect(dialog.locator("#fd-first_name-error")).toHaveText("This is a required field.");
  await dialog.getByRole("textbox", { name: "First name" }).fill("Ada");
  await dialog.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await dialog.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await dialog.getByRole("textbox", { name: "Mobile number" }).fill(phone);

  // Escape closes; reopening finds the same step and answers.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.locator('a[data-action="finance"]').first().click();
  await expect(dialog.getByRole("textbox", { name: "Last name" })).toHaveValue(lastName);
  await dialog.getByRole("button", { name: "Next: Instant pre-approval" }).click();

  dialog = page.getByRole("dialog", { name: "Instant pre-approval" });
  await dialog.getByRole("button", { name: "Send Code" }).click();
  await expect(dialog.getByRole("button", { name: "Resend Code" })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("readonly", "");
  const code = dialog.getByRole("textbox", { name: "Verification code" });
  await expect(code).toBeFocused();
  await code.fill("123");
  await dialog.getByRole("button", { name: "Apply to lender" }).click();
  await expect(dialog.locator("#fd-code-error")).toHaveText("Code must be 6 digits.");

  const sms = await page.evaluate(async (p) => (await fetch(`/api/dev/last-sms?phone=${p}`)).json(), phone);
  await code.fill(sms.code === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Apply to lender" }).click();
  await expect(dialog.locator("#fd-code-error")).toHaveText("The verification code is invalid. Please try again.");
  await code.fill(sms.code);
  await dialog.getByRole("button", { name: "Apply to lender" }).click();

  await expect(page).toHaveURL(new RegExp(`/finance/pre-approved\\?ref=[0-9A-F]{8}&car_id=${car.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application received");
  await expect
    .poll(() => deliveredEmails(slug).find((text) => text.includes(lastName)) ?? "", { timeout: 10_000 })
    .toContain("Finance Enquiry");
});

test("on a phone, a pre-approval started from the calculator's deposit reaches the dealer with the deposit, email and ADF; a refused lead keeps the shopper in the dialog", async ({
  page,
}, info) => {
  const slug = "harbour-city-motor-group"; // its leads go to the dealer's CRM as ADF/XML by email
  await page.setViewportSize({ width: 390, height: 844 });
  const car = await carPage(page, slug);
  const deposit = 5000;
  const phone = randomMobile();
  const lastName = uniqueName(info.project.name);
  const calculator = page.locator("#finance-calculator");
  await hydrated(page, calculator.locator(".finance-calculator"));
  await calculator.getByRole("textbox", { name: "Deposit", exact: true }).fill(String(deposit));
  let dialog = await openDialogFromCalculator(page);
  await expect(dialog.getByRole("textbox", { name: "Deposit and trade-in ($)" })).toHaveValue(String(deposit));
  await expect(dialog.getByTestId("quote-amount")).toBeVisible();
  await dialog.getByRole("button", { name: "Next: Your Details" }).click();

  dialog = page.getByRole("dialog", { name: "Your Details" });
  await dialog.getByRole("textbox", { name: "First name" }).fill("Ada");
  await dialog.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await dialog.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await dialog.getByRole("textbox", { name: "Mobile number" }).fill(phone);
  await dialog.getByRole("button", { name: "Next: Instant pre-approval" }).click();

  dialog = page.getByRole("dialog", { name: "Instant pre-approval" });
  await dialog.getByRole("button", { name: "Send Code" }).click();
  const sms = await page.evaluate(async (p) => (await fetch(`/api/dev/last-sms?phone=${p}`)).json(), phone);
  await dialog.getByRole("textbox", { name: "Verification code" }).fill(sms.code);

  // The dealer's lead refused (as when the leads contract refused the deposit): the shopper is told and stays.
  const refuse = (route: Route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: "validation", message: "Please fix the following errors:", fields: { details: "x" } } },
    });
  await page.route("**/api/leads", refuse);
  await dialog.getByRole("button", { name: "Apply to lender" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Lead submission failed");
  await expect(dialog.getByRole("button", { name: "Apply to lender" })).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe(`/cars/${car.slug}`);
  await page.unroute("**/api/leads", refuse);

  await dialog.getByRole("button", { name: "Apply to lender" }).click();
  await expect(page).toHaveURL(/\/finance\/pre-approved\?ref=/);
  const lead = await deliveredLead(slug, lastName);
  expect(lead.text).toContain("Finance Enquiry");
  expect(lead.text).toContain(`deposit_and_trade_in: ${deposit}`);
  expect(lead.text).toContain(`less $${deposit} deposit and trade-in`);
  expect(lead.text).toContain("Marketing opt-in: no (not asked)");
  expect(lead.adf).toContain(
    `<finance><method>finance</method><amount type="downpayment" limit="exact" currency="AUD">${deposit}</amount><balance type="finance" currency="AUD">${car.price - deposit}</balance></finance>`,
  );
  expect(lead.adf).toContain(`Deposit and trade in: ${deposit}`);
  expect(lead.adf).toContain(`<id source="feed">${car.id}</id>`);
});

test("the finance page is prefilled from its query string, shows the chosen car and sends it to the dealer", async ({
  page,
}, info) => {
  const car = pricedCar("bayside-ford");
  await page.goto(
    siteUrl(
      "bayside-ford",
      `/ford-finance?preferredDealership=bayside-ford&vehiclePriceBudget=${car.price}&car_id=${car.id}&car_type=used&vin=JTMBFREV60D123456#finance-form`,
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finance");
  const form = page.locator("#finance-form");
  await expect(form.locator(".enquiry-form[data-ready]")).toBeAttached();
  await expect(form.getByRole("spinbutton", { name: "Purchase price ($)" })).toHaveValue(String(car.price));
  await expect(page.locator(`.finance-car[data-car-id="${car.id}"]`)).toContainText(car.name);
  const lastName = uniqueName(info.project.name);
  await form.getByRole("textbox", { name: "Comments", exact: true }).fill("Can I get this on a 5 year loan?");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByRole("textbox", { name: "First name", exact: true }).fill("Fay");
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("fay@example.com");
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(randomMobile());
  await form.getByRole("button", { name: "Send finance enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?type=Finance(%20|\+)Enquiry$/);
  const lead = (await deliveredLead("bayside-ford", lastName)).text;
  expect(lead).toContain(`purchase_price: ${car.price}`);
  expect(lead).toContain("vin: JTMBFREV60D123456");
  expect(lead).toContain("Can I get this on a 5 year loan?");

  // Without a car: the three steps, and the dealership chosen from the query where there are several.
  await page.goto(
    siteUrl(
      "harbour-city-motor-group",
      "/finance?preferredDealership=hcmg-toyota&vehiclePriceBudget=25000#finance-form",
    ),
  );
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "2. Get pre-approved" })).toBeVisible();
  const dealership = page.locator("#finance-form").getByRole("combobox", { name: "Dealership" });
  await expect(dealership).toHaveValue("hcmg-toyota");
  await expect(page.locator("#finance-form").getByRole("spinbutton", { name: "Purchase price ($)" })).toHaveValue(
    "25000",
  );
});

test("the finance page and the dialog have no accessibility violations", async ({ page }) => {
  test.slow(); // axe twice on a loaded machine
  await page.goto(siteUrl("bayside-ford", "/ford-finance"));
  await expect(page.locator(".enquiry-form[data-ready]")).toBeAttached();
  const pageResults = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(
    pageResults.violations.map(
      (v) =>
        `page: ${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);

  await expect(page.locator("html[data-finance-dialog=ready]")).toBeAttached();
  await page.getByRole("button", { name: "Get an instant pre-approval" }).click();
  const dialog = page.getByRole("dialog", { name: "Quick Estimate" });
  await dialog.getByRole("textbox", { name: "Purchase price ($)" }).fill("30000");
  await expect(dialog.getByTestId("quote-amount")).toBeVisible();
  const dialogResults = await new AxeBuilder({ page }).include(".finance-dialog").withTags(AXE_TAGS).analyze();
  expect(
    dialogResults.violations.map(
      (v) =>
        `dialog: ${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
});

test("result cards show est. weekly finance where the dealer turns it on", async ({ page }) => {
  await page.goto(siteUrl("harbour-city-motor-group", "/search/new-used-and-demo-cars?sortBy=price:desc")); // finance.showWeeklyOnCards (the cheapest cars are at or below $25 a week: Enquire for Finance, no figure)
  await searchReady(page);
  const card = page.locator("[data-result-card][data-price]").first();
  await expect(card).toBeVisible();
  const price = Number(await card.getAttribute("data-price"));
  // The same math as the calculator's starting values (10% over 5 years, weekly), in whole dollars.
  const weekly = Math.round(Number(annuity(price, 10, 5, 52).replace(/[$,]/g, "")));
  await expect(card.locator(".result-card__weekly")).toHaveText(`est. $${weekly.toLocaleString("en-AU")}/wk*`);
  await page.goto(siteUrl("bayside-ford", "/search/new-used-and-demo-cars"));
  await expect(page.locator("[data-result-card]").first()).toBeVisible();
  await expect(page.locator(".result-card__weekly")).toHaveCount(0);
});
