import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./test.ts";
import { deliveredEmails, randomMobile } from "./lead-support.ts";
import { siteUrl } from "./sample-data.ts";

/**
 * Online payment: harbour-city-motor-group takes payments online ($10 to $10,000; a
 * vehicle balance, a service invoice or a parts order) through the local payments provider
 * (Stripe's test cards). Reached from the footer's 'Pay online' link.
 */
const DEALER = "harbour-city-motor-group";
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const RECEIPT = /^PAY-[A-Z2-9]{4}-[A-Z2-9]{4}$/;
const PAID_AT = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) AE[DS]T$/;

async function fillPayment(page: Page, values: { amount: string; reference: string; lastName: string; phone: string }) {
  await expect(page.locator("form[data-ready]")).toBeAttached();
  await page.getByRole("combobox", { name: "Paying for" }).selectOption("Service invoice");
  await page.getByRole("textbox", { name: "Reference" }).fill(values.reference);
  await page.getByRole("textbox", { name: "Amount" }).fill(values.amount);
  await page.getByRole("textbox", { name: "First name" }).fill("Rita");
  await page.getByRole("textbox", { name: "Last name" }).fill(values.lastName);
  await page.getByRole("textbox", { name: "Email" }).fill("rita@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill(values.phone);
}

async function payWith(page: Page, card: string, amount: string) {
  await expect(page).toHaveURL(/\/payments\/local-checkout\/cs_local_/);
  await expect(page.getByRole("heading", { name: "Make a payment" })).toBeVisible();
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Card number" }).fill(card);
  await page.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill("12/34");
  await page.getByRole("textbox", { name: "CVC" }).fill("123");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
}

test("pay a service invoice from the footer's link: the provider's page, then a receipt with a PAY- number; the dealer hears of it", async ({
  page,
}) => {
  await page.goto(siteUrl(DEALER, "/"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Pay online" }).click();
  await expect(page).toHaveURL(/\/online-payment\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay online");
  await expect(page.getByText("Any amount from $10 to $10,000 in one payment.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Service invoice" })).toBeVisible();

  const reference = `INV-${Date.now().toString(36).toUpperCase()}`;
  const lastName = `Payer${Date.now().toString(36)}`;
  const phone = randomMobile();
  await fillPayment(page, { amount: "249.50", reference, lastName, phone });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "4242 4242 4242 4242", "A$249.50");

  await expect(page).toHaveURL(/\/online-payment\/?\?payment=[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { name: "Payment received" });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(heading).toBeFocused();
  const receipt = (await page.locator("[data-receipt]").textContent()) ?? "";
  expect(receipt).toMatch(RECEIPT);
  await expect(page.locator("[data-amount]")).toHaveText("$249.50");
  await expect(page.locator("[data-paid]")).toHaveText(PAID_AT);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  // The dealer's lead, with the receipt number and the reference; the shopper's SMS receipt.
  await expect
    .poll(() => deliveredEmails(DEALER).find((text) => text.includes(receipt)) ?? "", { timeout: 15_000 })
    .toContain(reference);
  await expect
    .poll(
      () =>
        page.evaluate(
          async (p) => ((await (await fetch(`/api/dev/last-sms?phone=${p}`)).json()) as { body?: string }).body ?? "",
          phone,
        ),
      { timeout: 15_000 },
    )
    .toContain(receipt);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test("an amount over the dealer's limit is refused with the limits; a declined card says so, and cancelling comes back to a retry", async ({
  page,
}) => {
  await page.goto(siteUrl(DEALER, "/online-payment"));
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  const reference = `SO/${Date.now().toString(36).toUpperCase()}`;
  await fillPayment(page, { amount: "10000.01", reference, lastName: "Overlimit", phone: randomMobile() });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Please enter an amount between $10 and $10,000.");
  await expect(page.locator("#pay-amount-error")).toHaveText("Please enter an amount between $10 and $10,000.");
  await expect(page).toHaveURL(/\/online-payment\/?$/);

  await page.getByRole("textbox", { name: "Amount" }).fill("120");
  // The amount's error goes once the amount is fixed, and the summary with it.
  await expect(page.locator("#pay-amount-error")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "4000 0000 0000 0002", "A$120.00");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try another card.");

  await page.getByRole("link", { name: /^Cancel and return/ }).click();
  await expect(page).toHaveURL(/\/online-payment\/?\?payment=.+&cancelled=1$/);
  await expect(page.getByRole("status")).toHaveText("Payment cancelled. No money has been taken; you can try again.");
  // What they typed is still there.
  await expect(page.getByRole("textbox", { name: "Reference" })).toHaveValue(reference);
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("120");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "4242424242424242", "A$120.00");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-receipt]")).toHaveText(RECEIPT);
});

test("the browser's Back from the provider's page brings back every field typed, and the payment can go on from there", async ({
  page,
}) => {
  await page.goto(siteUrl(DEALER, "/online-payment"));
  const reference = `INV-${Date.now().toString(36).toUpperCase()}`;
  const lastName = `Backer${Date.now().toString(36)}`;
  const phone = randomMobile();
  await fillPayment(page, { amount: "88.80", reference, lastName, phone });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payments\/local-checkout\/cs_local_/);
  await expect(page.getByText("A$88.80", { exact: true })).toBeVisible();

  // Back (not the provider's cancel link): the page as it was left, without a query.
  await page.goBack();
  await expect(page).toHaveURL(/\/online-payment\/?$/);
  await expect(page.locator("form[data-ready]")).toBeAttached();
  await expect(page.getByRole("combobox", { name: "Paying for" })).toHaveValue("Service invoice");
  await expect(page.getByRole("textbox", { name: "Reference" })).toHaveValue(reference);
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("88.80");
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Rita");
  await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue(lastName);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("rita@example.com");
  await expect(page.getByRole("textbox", { name: "Phone" })).toHaveValue(phone);

  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, "4242 4242 4242 4242", "A$88.80");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
});

test("a dealer without online payments has no page and no footer link", async ({ page }) => {
  const response = await page.goto(siteUrl("bayside-ford", "/online-payment"));
  expect(response?.status()).toBe(404);
  await page.goto(siteUrl("bayside-ford", "/"));
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Pay online" })).toHaveCount(0);
});
