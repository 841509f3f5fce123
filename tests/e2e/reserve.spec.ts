import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "./test.ts";
import { deliveredEmails, shopperEmails, signInWithCode } from "./lead-support.ts";
import { fillDetails, openSignedIn, payWith } from "./reserve-support.ts";
import { builtPage, freeCar, liveStockOf, opsReservations, sweepReservations } from "./ops-support.ts";
import { rawCars, reservableCar as reservable, siteUrl } from "./sample-data.ts";

/**
 * Reserve online: a deposit hold through the local payments provider (Stripe's test
 * cards), the car RESERVED everywhere while held, a declined card, two shoppers racing, and the
 * hold expiring. Each test takes its own car (not the first, which other specs use) and frees it
 * first, since the database outlives a run.
 */
const HARBOUR = "harbour-city-motor-group";
const BAYSIDE = "bayside-ford";
const HELD_UNTIL = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm) AE[DS]T$/;

async function expectConfirmed(page: Page, car: { name: string }): Promise<string> {
  const heading = page.getByRole("heading", { name: `${car.name} is reserved for you` });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(heading).toBeFocused();
  const reference = (await page.locator("[data-reference]").textContent()) ?? "";
  expect(reference).toMatch(/^RSV-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.locator("[data-expires]")).toHaveText(HELD_UNTIL);
  return reference;
}

test.describe("reserve online with a deposit hold", () => {
  for (const [slug, route, index] of [
    [HARBOUR, "checkout", 5],
    [BAYSIDE, "buy-online", 5],
  ] as const) {
    test(`${slug}: Reserve → sign in → pay the $200 hold → confirmation, and the car is RESERVED on its page${slug === HARBOUR ? " and in search" : ""}`, async ({
      page,
    }, info) => {
      const car = reservable(slug, index);
      await freeCar(slug, car.id);
      const path = `/cars/${car.slug}/${route}`;
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      const reserve = page.getByRole("link", { name: "Reserve", exact: true }).first();
      await expect(reserve).toHaveAttribute("href", path);
      await reserve.click();
      await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=/);
      await signInWithCode(page);
      await expect(page).toHaveURL(siteUrl(slug, path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reserve ${car.name}`);
      await expect(page.getByText("$200 refundable deposit, held for 48 hours")).toBeVisible();

      const lastName = `Reserver${info.project.name}${Date.now().toString(36)}`;
      await fillDetails(page, lastName);
      await page.getByRole("button", { name: "Pay $200 deposit" }).click();
      await payWith(page, "4242 4242 4242 4242");
      await expect(page).toHaveURL(new RegExp(`${path}\\?reservation=`));
      const reference = await expectConfirmed(page, car);

      // The dealer hears of it with the deposit and the reference.
      await expect
        .poll(() => deliveredEmails(slug).find((text) => text.includes(reference)) ?? "", { timeout: 15_000 })
        .toContain(lastName);
      // And the shopper gets a receipt by email: the car, the amount, the reference, the hold's end.
      const receipt = () => shopperEmails(slug).find((mail) => mail.text.includes(reference));
      await expect.poll(() => receipt()?.subject ?? "", { timeout: 15_000 }).toContain(`Your ${car.name} is reserved`);
      expect(receipt()!.text).toContain("Deposit: $200");
      expect(receipt()!.text).toMatch(/Held until: /);

      // The car page (built before the hold) corrects itself: RESERVED, and no Reserve button.
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      const sidebar = page.locator(".sidebar");
      await expect(sidebar.getByText(/^This (car|caravan) is reserved$/)).toBeVisible({ timeout: 15_000 });
      await expect(sidebar.getByText("RESERVED", { exact: true })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Reserve", exact: true })).toBeHidden();

      if (slug === HARBOUR) {
        await page.goto(siteUrl(slug, `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.name)}`));
        const card = page.locator(`[data-result-card]:has(a[href="/cars/${car.slug}"])`).first();
        await expect(card.getByText("RESERVED", { exact: true })).toBeVisible({ timeout: 20_000 });
      }
      await freeCar(slug, car.id);
    });
  }

  test("a declined card says so on the payment page; cancelling comes back to a retry, and the retry holds the car", async ({
    page,
  }) => {
    const car = reservable(BAYSIDE, 6);
    await freeCar(BAYSIDE, car.id);
    await openSignedIn(page, BAYSIDE, `/cars/${car.slug}/buy-online`);
    await fillDetails(page, `Declined${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Pay $200 deposit" }).click();
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try another card.");

    await page.getByRole("link", { name: /^Cancel and return/ }).click();
    await expect(page).toHaveURL(/\?reservation=.+&cancelled=1$/);
    await expect(page.getByRole("status")).toHaveText("Payment cancelled. No money has been taken; you can try again.");
    await page.getByRole("button", { name: "Pay $200 deposit" }).click();
    await payWith(page, "4242424242424242");
    await expectConfirmed(page, car);
    await freeCar(BAYSIDE, car.id);
  });

  test("a car showing 'Enquire for price' offers no Reserve, and its reserve page does not exist", async ({ page }) => {
    const car = rawCars(BAYSIDE).find((c) => c.status === "in_stock" && !c.price)!;
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
    await expect(page.locator(".sidebar").getByText("Enquire for price").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Reserve", exact: true })).toHaveCount(0);
    expect((await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}/buy-online`)))?.status()).toBe(404);
  });

  test("while a shopper pays, the next one is told the car is being reserved; cancelling lets it go at once and the next shopper reserves it", async ({
    page,
    browser,
  }) => {
    test.slow(); // waits out one 15-second stock poll
    const car = reservable(BAYSIDE, 10);
    await freeCar(BAYSIDE, car.id);
    await openSignedIn(page, BAYSIDE, `/cars/${car.slug}/buy-online`);
    await fillDetails(page, `Canceller${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Pay $200 deposit" }).click();
    await expect(page).toHaveURL(/\/payments\/local-checkout\/cs_local_/);
    const abandoned = page.url();

    // Meanwhile another shopper sees the car is being reserved, on its reserve page and on its page.
    const other = await (
      await browser.newContext({ extraHTTPHeaders: { "x-forecourt-test-client-ip": "198.18.253.2" } })
    ).newPage();
    await openSignedIn(other, BAYSIDE, `/cars/${car.slug}/buy-online`);
    await expect(other.getByRole("heading", { name: "Someone is reserving this car right now" })).toBeFocused();
    await expect(other.getByRole("button", { name: "Pay $200 deposit" })).toHaveCount(0);
    await other.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
    const sidebar = other.locator(".sidebar");
    await expect(sidebar.getByText("Someone is reserving this car right now.")).toBeVisible({ timeout: 15_000 });
    await expect(
      sidebar.getByText(/^If they don't finish by \d{1,2}:\d{2} (am|pm), you can reserve it again\.$/),
    ).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Reserve", exact: true })).toBeHidden();

    await page.getByRole("link", { name: /^Cancel and return/ }).click();
    await expect(page.getByRole("status")).toHaveText("Payment cancelled. No money has been taken; you can try again.");
    // The other shopper's open page offers Reserve again with its next stock answer (every 15 s).
    await expect(sidebar.getByRole("link", { name: "Reserve", exact: true })).toBeVisible({ timeout: 25_000 });
    await expect(sidebar.getByText("Someone is reserving this car right now.")).toBeHidden();
    await other.context().close();

    const next = await openReservePage(browser, car, "198.18.253.1");
    await next.getByRole("button", { name: "Pay $200 deposit" }).click();
    await payWith(next, "4242 4242 4242 4242");
    await expectConfirmed(next, car);
    // The first shopper's payment page is closed: no payment can land on the released reservation.
    await page.goto(abandoned);
    await expect(page.getByText("This checkout has expired. No money has been taken.")).toBeVisible();
    await next.context().close();
    await freeCar(BAYSIDE, car.id);
  });

  test("two shoppers reserve the same car at once: one goes on to pay, the other is told it is reserved and offered similar cars", async ({
    browser,
  }) => {
    const car = reservable(BAYSIDE, 7);
    await freeCar(BAYSIDE, car.id);
    const shoppers = await Promise.all([
      openReservePage(browser, car, "198.18.254.1"),
      openReservePage(browser, car, "198.18.254.2"),
    ]);
    await Promise.all(shoppers.map((page) => page.getByRole("button", { name: "Pay $200 deposit" }).click()));
    const outcomes = await Promise.all(
      shoppers.map((page) =>
        Promise.race([
          page.waitForURL(/\/payments\/local-checkout\//).then(() => "checkout"),
          page
            .getByRole("heading", { name: "This car is reserved" })
            .waitFor()
            .then(() => "refused"),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(["checkout", "refused"]);
    const loser = shoppers[outcomes.indexOf("refused")]!;
    await expect(loser.getByText("Sorry, this car has just been reserved by someone else.")).toBeVisible();
    await expect(loser.locator("ul a[href^='/cars/']").first()).toBeVisible();
    await Promise.all(shoppers.map((page) => page.context().close()));
    await freeCar(BAYSIDE, car.id);
  });

  test("a hold that runs out is released by the sweep, and the car can be reserved again at once, before any rebuild", async ({
    page,
    browser,
  }) => {
    // Waits for a rebuild of the dealer (up to 120 s on a busy machine) on top of two payments.
    test.setTimeout(300_000);
    const car = reservable(BAYSIDE, 8);
    await freeCar(BAYSIDE, car.id);
    await openSignedIn(page, BAYSIDE, `/cars/${car.slug}/buy-online`);
    await fillDetails(page, `Expiry${Date.now().toString(36)}`);
    const paying = Date.now();
    await page.getByRole("button", { name: "Pay $200 deposit" }).click();
    await payWith(page, "4242 4242 4242 4242");
    const reference = await expectConfirmed(page, car);

    // The hold asks for a rebuild (the local server runs it, at least its debounce later): wait
    // until the car page is rebuilt reserved after this payment (not left so by an earlier run).
    const builtHeld = async () => {
      const { html, writtenAt } = await builtPage(BAYSIDE, `/cars/${car.slug}/`);
      return writtenAt > paying && html.includes("sidebar__reserved-note--static");
    };
    await expect.poll(builtHeld, { timeout: 120_000, intervals: [1000] }).toBe(true);
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
    await expect(page.locator(".sidebar").getByText("This car is reserved")).toBeVisible();
    await expect(page.locator(".sidebar").getByRole("link", { name: "Reserve", exact: true })).toBeHidden();
    // Its reserve page is built too: the holder sees their own hold, anyone else that the car is reserved.
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}/buy-online`));
    await expect(page.getByRole("heading", { name: `${car.name} is reserved for you` })).toBeVisible();
    const other = await (await browser.newContext()).newPage();
    await openSignedIn(other, BAYSIDE, `/cars/${car.slug}/buy-online`);
    await expect(other.getByRole("heading", { name: "This car is reserved" })).toBeVisible();
    expect((await new AxeBuilder({ page: other }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await other.context().close();

    const held = (await opsReservations(BAYSIDE, { action: "list", status: "held" })).find(
      (r) => r.reference === reference,
    )!;
    const sweep = await sweepReservations(BAYSIDE, new Date(Date.parse(held.expires_at) + 60_000), reference);
    expect(sweep.expired).toContain(reference);
    const after = (await opsReservations(BAYSIDE, { action: "list" })).find((r) => r.reference === reference);
    expect(after?.status).toBe("expired");

    // What every page is told: the car's latest change is the release.
    expect((await liveStockOf(BAYSIDE, car.id))?.reserved).toBe(false);

    // The page still built reserved (the release's rebuild waits at least its debounce) offers
    // Reserve as soon as its live stock arrives, and the reserve page takes the deposit.
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
    await expect(page.locator(".sidebar__reserved-note--static")).toHaveCount(1);
    const reserve = page.locator(".sidebar").getByRole("link", { name: "Reserve", exact: true });
    await expect(reserve).toBeVisible();
    await expect(page.locator(".sidebar").getByText("This car is reserved")).toBeHidden();
    await reserve.click();
    await expect(page).toHaveURL(siteUrl(BAYSIDE, `/cars/${car.slug}/buy-online`));
    await expect(page.getByRole("button", { name: "Pay $200 deposit" })).toBeVisible();
  });

  test("the reserve page and its confirmation are accessible on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const car = reservable(BAYSIDE, 9);
    await freeCar(BAYSIDE, car.id);
    await openSignedIn(page, BAYSIDE, `/cars/${car.slug}/buy-online`);
    await expect(page.locator("form[data-ready]")).toBeAttached();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // Keyboard only: the fields (the verified phone is filled in), then the pay button.
    await page.getByRole("textbox", { name: "First name" }).focus();
    for (const text of ["Kim", "Keyboard", "kim@example.com"]) {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    await expect(page.getByRole("textbox", { name: "Phone" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pay $200 deposit" })).toBeFocused();
    await page.keyboard.press("Enter");
    await payWith(page, "4242 4242 4242 4242");
    await expectConfirmed(page, car);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await freeCar(BAYSIDE, car.id);
  });
});

/** Another shopper: their own browser, address and verified phone (the same phone asking twice gets its own checkout back). */
async function openReservePage(browser: Browser, car: { slug: string }, address: string): Promise<Page> {
  const page = await (
    await browser.newContext({ extraHTTPHeaders: { "x-forecourt-test-client-ip": address } })
  ).newPage();
  await openSignedIn(page, BAYSIDE, `/cars/${car.slug}/buy-online`);
  await fillDetails(page, `Racer${Math.random().toString(36).slice(2, 8)}`);
  return page;
}
