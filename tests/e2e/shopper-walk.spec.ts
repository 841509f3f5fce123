import { expect, type Locator, type Page, test } from "./test.ts";
import { hydrated } from "./islands.ts";
import { fillDetails, openSignedIn, payWith } from "./reserve-support.ts";
import { freeCar, liveStockOf } from "./ops-support.ts";
import { pricedCar, reservableCar, type SampleTenant, siteUrl } from "./sample-data.ts";

/**
 * What a shopper still met, walked again by keyboard on a phone and on a laptop. Each
 * test failed before its fix. The dead "All Ford offers" link is reachability.spec's "no link on
 * any built page leads to a page that does not exist".
 */

const HARBOUR = "harbour-city-motor-group";
const BAYSIDE = "bayside-ford";
const PHONE = { width: 390, height: 844 };

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern; it needs none.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "desktop", "each test sets the screen it is about");
});

/** Signs in on the reserve page, fills the details and pays the $200 hold with the good test card. */
async function holdCar(page: Page, slug: SampleTenant, path: string) {
  await openSignedIn(page, slug, path);
  await fillDetails(page, `Holder${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Pay $200 deposit" }).click();
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: /is reserved for you$/ })).toBeVisible({ timeout: 20_000 });
  return (await page.locator("[data-reference]").textContent()) ?? "";
}

/** "Cancel my reservation", then "Yes, cancel it", by keyboard. */
async function cancelByKeyboard(page: Page, within: Locator) {
  await within.getByRole("button", { name: /^Cancel my reservation/ }).focus();
  await page.keyboard.press("Enter");
  const question = within.getByText(
    /^Cancel your reservation of .+\? The (car|caravan) goes back on sale straight away/,
  );
  await expect(question).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(within.getByRole("button", { name: "Yes, cancel it" })).toBeFocused();
  await page.keyboard.press("Enter");
}

test.describe("the shopper who holds a car", () => {
  for (const [slug, route, index] of [
    [HARBOUR, "checkout", 21],
    [BAYSIDE, "buy-online", 12],
  ] as const) {
    test(`${slug}: reopening the reserve page shows their own hold, which they cancel by keyboard on a phone; the car is for sale again at once`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const car = reservableCar(slug, index);
      await freeCar(slug, car.id);
      const path = `/cars/${car.slug}/${route}`;
      const reference = await holdCar(page, slug, path);

      await page.goto(siteUrl(slug, path));
      const heading = page.getByRole("heading", { name: `${car.name} is reserved for you` });
      await expect(heading).toBeFocused();
      await expect(page.getByText("Sorry, this car has just been reserved by someone else.")).toHaveCount(0);
      await expect(page.locator("[data-reference]")).toHaveText(reference);
      await expect(page.locator("[data-expires]")).toBeVisible();

      await cancelByKeyboard(page, page.locator("main"));
      const cancelled = page.getByRole("heading", { name: "Your reservation is cancelled" });
      await expect(cancelled).toBeFocused();
      await expect(
        page.getByText("This reservation was cancelled and the deposit hold released. No money was taken."),
      ).toBeVisible();
      expect((await liveStockOf(slug, car.id))?.reserved).not.toBe(true);

      // The car page offers Reserve again without waiting for a rebuild.
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      await expect(page.locator(".sidebar").getByRole("link", { name: "Reserve", exact: true })).toBeVisible({
        timeout: 20_000,
      });
    });
  }

  test("harbour: My Garage lists the hold with its cancel; reserving a second car says which one to finish or cancel, and cancelling it there lets the second be reserved", async ({
    page,
  }) => {
    const first = reservableCar(HARBOUR, 22);
    const second = reservableCar(HARBOUR, 23);
    await freeCar(HARBOUR, first.id);
    await freeCar(HARBOUR, second.id);
    await holdCar(page, HARBOUR, `/cars/${first.slug}/checkout`);

    // The confirmation offers the cancel too.
    await expect(page.getByRole("button", { name: `Cancel my reservation of ${first.name}` })).toBeVisible();

    await page.goto(siteUrl(HARBOUR, "/my-garage"));
    const garage = page.getByRole("region", { name: "Your reservation" });
    await expect(garage.getByRole("link", { name: first.name })).toHaveAttribute(
      "href",
      `/cars/${first.slug}/checkout`,
    );
    await expect(garage.getByText(/^Reserved until .+ \(RSV-[A-Z2-9]{4}-[A-Z2-9]{4}\)$/)).toBeVisible();

    await page.goto(siteUrl(HARBOUR, `/cars/${second.slug}/checkout`));
    const another = page.getByRole("heading", { name: "You already have a reservation" });
    await expect(another).toBeFocused();
    await expect(
      page.getByText(
        "You already have a reservation in progress. Please finish or cancel it before reserving another.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: first.name })).toBeVisible();
    await cancelByKeyboard(page, page.locator("main"));
    await expect(page.getByRole("status")).toContainText(`Your reservation of ${first.name} is cancelled.`);
    await expect(page.getByRole("button", { name: "Pay $200 deposit" })).toBeVisible();

    await page.goto(siteUrl(HARBOUR, "/my-garage"));
    await expect(page.getByRole("heading", { name: "My Garage", level: 1 })).toBeVisible();
    await expect(page.locator(".garage__empty, .garage__list").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Your reservation" })).toHaveCount(0);
  });
});

/** The fixed or sticky elements that overlap the focused element, by class name. */
const coveringFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { name: "", covers: [] as string[] };
    const box = focused.getBoundingClientRect();
    const covers = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (!["fixed", "sticky"].includes(style.position) || style.display === "none") return false;
        if (style.visibility === "hidden" || element.contains(focused)) return false;
        const at = element.getBoundingClientRect();
        return (
          at.height > 0 && at.top < box.bottom && at.bottom > box.top && at.left < box.right && at.right > box.left
        );
      })
      .map((element) => element.className);
    const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? focused.tagName).trim().slice(0, 40);
    return { name, covers };
  });

test.describe("a focused control is never hidden (WCAG 2.2 2.4.11)", () => {
  test.use({ consentChoice: "unasked" });

  for (const [slug, path] of [
    ["outback-caravans", "/sell-my-car"],
    ["outback-caravans", "/contact-us"],
    ["outback-caravans", "/finance"],
  ] as const) {
    test(`${slug}${path}: tabbing through the whole page on a phone with the cookie banner up, nothing focused sits under it`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl(slug, path));
      await expect(page.getByRole("region", { name: "Cookies" })).toBeVisible();
      await expect(page.locator("form").first()).toBeVisible();
      const obscured: string[] = [];
      let last = "";
      for (let step = 0; step < 120; step++) {
        await page.keyboard.press("Tab");
        const { name, covers } = await coveringFocus(page);
        if (covers.length) obscured.push(`${name} under ${covers.join(", ")}`);
        // Back at the banner's buttons at the end of the page: every control has been visited.
        if (name === "Decline" && last === "Accept") break;
        last = name;
      }
      expect(obscured).toEqual([]);
    });
  }

  test("a car page on a phone: 'Enquire' in the bottom bar moves focus to the form's heading, clear of the sticky header, and the bar steps aside", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const car = pricedCar(BAYSIDE);
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
    await page.mouse.wheel(0, 1_200);
    const bar = page.locator(".sticky-vehicle-bar");
    await expect(bar).toBeVisible();
    await bar.getByRole("link", { name: "Enquire" }).click();
    const heading = page.getByRole("heading", { name: "Enquire about this car" });
    await expect(heading).toBeFocused();
    const headerBottom = await page
      .locator(".sticky-vehicle-header")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await expect(bar).toBeHidden();
    // Tabbing on into the form never lands under the header or the banner.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect((await coveringFocus(page)).covers).toEqual([]);
    }
  });
});

test("on a phone every way to a car's enquiry form (the sidebar's 'Enquire', a search result's link) focuses its heading in full view below the sticky header", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const car = pricedCar(BAYSIDE);
  const heading = page.getByRole("heading", { name: "Enquire about this car" });
  const inFullView = async () => {
    await expect(heading).toBeFocused();
    // Both measured once the page has come to rest (the header shows from 500 px down).
    await expect
      .poll(async () => {
        const { top, bottom, headerBottom, height } = await heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const header = document.querySelector(".sticky-vehicle-header")?.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, headerBottom: header?.bottom ?? 0, height: innerHeight };
        });
        return top >= headerBottom && bottom <= height;
      })
      .toBe(true);
    await expect(page.locator(".sticky-vehicle-header")).toBeVisible();
    expect((await coveringFocus(page)).covers).toEqual([]);
  };
  // The sticky bars' script has run (StickyVehicleBar.astro marks the header).
  const ready = page.locator(".sticky-vehicle-header[data-ready]");

  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
  await expect(ready).toHaveCount(1);
  await page.locator(".sidebar__actions").getByRole("link", { name: "Enquire" }).click();
  await inFullView();
  await expect(page).toHaveURL(/#vehicle-enquiry$/);

  // A search result's "Enquire" arrives with the fragment.
  await page.goto(siteUrl(BAYSIDE, "/"));
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}#vehicle-enquiry`));
  await expect(ready).toHaveCount(1);
  await inFullView();
});

test("the quick quote starts from the calculator's price, deposit, term and repayments", async ({ page }) => {
  const car = pricedCar(HARBOUR);
  await page.goto(siteUrl(HARBOUR, `/cars/${car.slug}`));
  const calculator = page.locator("#finance-calculator");
  await hydrated(page, calculator.locator(".finance-calculator"));
  await expect(page.locator("html[data-finance-dialog=ready]")).toBeAttached();
  await calculator.getByRole("textbox", { name: "Purchase price" }).fill("25000");
  await calculator.getByRole("textbox", { name: "Deposit" }).fill("5000");
  await calculator.getByRole("radio", { name: "Fortnightly" }).check();
  await expect(calculator.getByTestId("calc-result")).toContainText("per fortnight");
  await expect(calculator.getByTestId("calc-result")).toContainText("$20,000 financed");
  await calculator.getByRole("button", { name: "Get a quick quote" }).click();

  const dialog = page.getByRole("dialog", { name: "Quick Estimate" });
  await expect(dialog.getByRole("textbox", { name: "Purchase price ($)" })).toHaveValue("25000");
  await expect(dialog.getByRole("textbox", { name: "Deposit and trade-in ($)" })).toHaveValue("5000");
  await expect(dialog.getByRole("radio", { name: "Fortnightly" })).toBeChecked();
  await expect(dialog.getByTestId("quote-amount")).toBeVisible();
  await expect(dialog.getByText(/^Estimated \$[\d,]+\.\d\d per fortnight\*$/)).toBeVisible();
  await expect(dialog.getByTestId("quote-basis")).toHaveText(
    "On $20,000 financed ($25,000 less $5,000 deposit and trade-in) over 5 years.",
  );
});

test("the home budget box reads a reversed range as search does and never rewrites the other box", async ({ page }) => {
  await page.goto(siteUrl(HARBOUR, "/"));
  const box = page.locator("form[data-ready]", { has: page.getByRole("heading", { name: /for your budget$/ }) });
  await expect(box).toBeVisible();
  const min = box.getByRole("textbox", { name: "Minimum price" });
  const max = box.getByRole("textbox", { name: "Maximum price" });
  await min.fill("50000");
  await page.keyboard.press("Tab");
  await max.fill("20000");
  await page.keyboard.press("Tab");
  await expect(min).toHaveValue("50000");
  await expect(max).toHaveValue("20000");
  await expect(box.getByRole("status")).not.toHaveText(/^No cars found/);
  await box.getByRole("button", { name: /^Search / }).click();
  await expect(page).toHaveURL(/[?&]price=20000(%3A|:)50000/);
});

test("a filter checkbox is named by its value, its count read apart", async ({ page }) => {
  await page.goto(siteUrl(HARBOUR, "/search/new-used-and-demo-cars"));
  const condition = page.getByRole("group", { name: "Condition" });
  const used = condition.getByRole("checkbox", { name: /^used$/i });
  await expect(used).toBeAttached({ timeout: 30_000 });
  await expect(used).toHaveAccessibleDescription(/^[\d,]+\+? cars?$/);
  const make = page.getByRole("checkbox", { name: "Toyota", exact: true });
  await expect(make).toHaveAccessibleDescription(/^[\d,]+\+? cars?$/);
});

test("no empty band under a car's price, and harbour's header keeps one row at 1366 px", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const car = pricedCar(HARBOUR);
  await page.goto(siteUrl(HARBOUR, `/cars/${car.slug}`));
  const cell = await page.locator(".sidebar__stock").evaluate((el) => el.getBoundingClientRect().height);
  const price = await page.locator(".sidebar__in-stock").evaluate((el) => {
    const children = [...el.children].map((child) => child.getBoundingClientRect()).filter((box) => box.height > 0);
    return Math.max(...children.map((box) => box.bottom)) - Math.min(...children.map((box) => box.top));
  });
  expect(cell - price).toBeLessThanOrEqual(2);

  const rows = await page
    .locator(".site-nav__list > li:visible")
    .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
  expect(rows).toBe(1);
});
