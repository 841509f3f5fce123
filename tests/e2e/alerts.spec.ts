import AxeBuilder from "@axe-core/playwright";
import { signInWithCode } from "./lead-support.ts";
import { pricedCar, siteUrl } from "./sample-data.ts";
import { expect, test } from "./test.ts";

/**
 * A shopper asks for alerts where they shop — after a search, and on a car's page — with
 * an unticked box whose words are what the dealer keeps; confirms from the email; finds and stops
 * them under My alerts. On a phone, by keyboard where it counts.
 */
const slug = "harbour-city-motor-group";
const PHONE = { width: 390, height: 844 };
const base = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;

async function mailbox(to: string): Promise<{ subject: string; text: string } | null> {
  const response = await fetch(`${base()}/api/dev/last-email?to=${encodeURIComponent(to)}`, {
    headers: { "x-forecourt-tenant": slug },
  });
  return response.ok ? ((await response.json()) as { subject: string; text: string }) : null;
}

test("after a search, a shopper asks to hear of new matches, must tick the box, and confirms from the email", async ({
  page,
}, info) => {
  const email = `matches.${info.project.name}.${Date.now().toString(36)}@example.com`;
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl(slug, "/search/new-used-and-demo-cars?make=Toyota&price=%3A40000"));
  const box = page.getByRole("region", { name: "Tell me about new matches" });
  await box.scrollIntoViewIfNeeded(); // it wakes when the shopper scrolls to it
  await expect(box.locator(".alert-signup[data-ready]")).toBeAttached();
  await box.getByRole("textbox", { name: "Email for alerts" }).fill(email);
  await box.getByRole("combobox", { name: "How often" }).selectOption("daily");
  const consent = box.getByRole("checkbox", {
    name: "Yes, Harbour City Motor Group may send me alerts about new cars that match this search. Only these alerts, and every one has a link to stop them.",
  });
  await expect(consent).not.toBeChecked(); // never ticked for the shopper
  await box.getByRole("button", { name: "Tell me about new matches" }).click();
  await expect(box.getByRole("alert")).toContainText("Please tick the box to agree to these alerts.");

  await consent.check();
  await box.getByRole("button", { name: "Tell me about new matches" }).press("Enter");
  await expect(box.getByRole("status")).toHaveText("Nearly done: we've emailed you a link to confirm these alerts.");
  const scan = await new AxeBuilder({ page }).include(".search-alerts").analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await expect.poll(async () => (await mailbox(email))?.subject).toMatch(/^Please confirm your alerts/);
  const mail = (await mailbox(email))!;
  expect(mail.text).toContain("new cars matching your search");
  // The price as the search page writes it, with its separators.
  expect(mail.text).toContain("up to $40,000");
  const link = /https?:\/\/\S+\/alerts\/confirm\/#token=\S+/.exec(mail.text)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, siteUrl(slug, "").replace(/\/$/, "")));
  await expect(page.getByRole("status")).toHaveText("Your alerts are on. Every alert has a link to stop them.");
});

test("a signed-in shopper's price-drop alert is listed under My alerts with what they agreed to, and stops there", async ({
  page,
}, info) => {
  const car = pricedCar(slug);
  const email = `garage.${info.project.name}.${Date.now().toString(36)}@example.com`;
  await page.goto(siteUrl(slug, "/sign-in"));
  await signInWithCode(page);
  await expect(page).not.toHaveURL(/\/sign-in/); // signed in, and sent on
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  const box = page.getByRole("region", { name: "Price drop alerts" });
  await box.scrollIntoViewIfNeeded();
  await expect(box.locator(".alert-signup[data-ready]")).toBeAttached();
  await box.getByRole("textbox", { name: "Email for alerts" }).fill(email);
  await box.getByRole("checkbox").check();
  await box.getByRole("button", { name: "Alert me" }).click();
  await expect(box.getByRole("status")).toHaveText("Nearly done: we've emailed you a link to confirm these alerts.");

  await page.goto(siteUrl(slug, "/my-garage#my-alerts"));
  const mine = page.getByRole("region", { name: "My alerts" });
  const item = mine.getByRole("listitem").filter({ hasText: car.name });
  await expect(item).toContainText("Waiting for you to confirm by email");
  await item.getByText("What you agreed to").click();
  await expect(item).toContainText(
    "Yes, Harbour City Motor Group may send me alerts when this car's price drops or it is available again.",
  );
  await item.getByRole("button", { name: `Stop these alerts about ${car.name}` }).click();
  await expect(mine.getByRole("status")).toContainText("You won't get these alerts any more.");
  await expect(item).toContainText("Stopped");
});
