import { expect, type Page, test } from "./test.ts";
import { hydrated } from "./islands.ts";
import { dollars, pricedCar, rawCars, siteUrl } from "./sample-data.ts";
import { findCar, sampleDealer } from "../../scripts/support/sample-feed.ts";

/** Favourites saved with the heart and recently viewed cars, shown with today's stock. */
const DEALER = "harbour-city-motor-group";

async function openMenu(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await page.getByRole("button", { name: "Menu" }).click();
}

test("a car saved with the heart is listed on /favourites, survives a reload and can be removed", async ({
  page,
  isMobile,
}) => {
  const car = pricedCar(DEALER);
  await page.goto(siteUrl(DEALER, `/cars/${car.slug}`));
  // A car of the feed that is not for sale today (the site's own list of cars in stock says so).
  const inStock = await page.evaluate(async () =>
    ((await (await fetch("/cars-in-stock.json")).json()) as { id: string }[]).map((c) => String(c.id)),
  );
  const gone = rawCars(DEALER).find((c) => !inStock.includes(String(c.id)))!;
  const heart = await hydrated(page, page.getByRole("button", { name: `Save ${car.name} to favourites` }));
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await openMenu(page, isMobile);
  const link = page.getByRole("link", { name: "Favourites (1)" });
  await expect(link).toBeVisible();
  // A car saved earlier that has sold since: still listed, marked, so the shopper knows.
  await page.evaluate((id) => {
    const saved = JSON.parse(localStorage.getItem("forecourt:favourites") ?? "[]");
    localStorage.setItem("forecourt:favourites", JSON.stringify([id, ...saved]));
  }, String(gone.id));
  await link.click();

  await expect(page).toHaveURL(/\/favourites$/);
  const list = page.getByRole("list", { name: "Your favourites" });
  await expect(page.getByRole("status")).toHaveText("2 saved cars");
  const saved = list.locator(`[data-saved-car="${car.id}"]`);
  await expect(saved.getByRole("link", { name: car.name })).toHaveAttribute("href", `/cars/${car.slug}`);
  await expect(saved).toContainText(dollars(car.price));
  await expect(list.locator(`[data-saved-car="${gone.id}"]`)).toContainText("SOLD · No longer available");

  await page.reload();
  await expect(list.locator("article")).toHaveCount(2);
  const remove = page.getByRole("button", { name: `Remove ${car.name} from favourites` });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(list.locator(`[data-saved-car="${car.id}"]`)).toHaveCount(0);
  await page.getByRole("button", { name: /^Remove .* from favourites$/ }).click();
  await expect(page.getByText("No favourites yet.")).toBeVisible();
  await openMenu(page, isMobile);
  await expect(page.getByRole("link", { name: "Favourites", exact: true })).toBeVisible();
});

test("a saved car held by a deposit is marked RESERVED, as its search card and page mark it; a sold one SOLD", async ({
  page,
}) => {
  const { listed } = sampleDealer(DEALER);
  const priced = (c: (typeof listed)[number]) => (c.price ?? 0) > 10 && !c.subscription_price;
  const reserved = findCar(listed, "reserved car", (c) => c.status === "in_stock" && c.reserved && priced(c));
  // From the end of the feed: the reserve tests hold cars from its start.
  const forSale = findCar(
    [...listed].reverse(),
    "car for sale",
    (c) => c.status === "in_stock" && !c.reserved && priced(c),
  );
  const sold = findCar(listed, "recently sold car", (c) => c.status === "sold");
  await page.goto(siteUrl(DEALER, "/favourites"));
  await page.evaluate(
    (ids) => localStorage.setItem("forecourt:favourites", JSON.stringify(ids)),
    [sold.id, forSale.id, reserved.id].map(String),
  );
  await page.reload();

  const list = page.getByRole("list", { name: "Your favourites" });
  await expect(list.locator("article")).toHaveCount(3);
  const held = list.locator(`[data-saved-car="${reserved.id}"]`);
  await expect(held.getByText("RESERVED", { exact: true })).toBeVisible();
  // Still for sale: its price and Compare stay.
  await expect(held).toContainText(dollars(reserved.price!));
  await expect(held).toHaveAttribute("data-status", "reserved");
  const free = list.locator(`[data-saved-car="${forSale.id}"]`);
  await expect(free).toContainText(dollars(forSale.price!));
  await expect(free.getByText("RESERVED", { exact: true })).toHaveCount(0);
  const gone = list.locator(`[data-saved-car="${sold.id}"]`);
  await expect(gone).toContainText("SOLD · No longer available");
  await expect(gone.getByText("RESERVED", { exact: true })).toHaveCount(0);
  await expect(gone).toHaveAttribute("data-status", "sold");
});

test("recently viewed cars show on the home page, newest first, and under another car's page", async ({ page }) => {
  const [first, second] = rawCars(DEALER).filter(
    (c) => c.status === "in_stock" && typeof c.price === "number" && c.price > 10 && c.slug,
  );
  for (const car of [first!, second!]) {
    await page.goto(siteUrl(DEALER, `/cars/${car.slug}`));
    // Recorded once the page is idle.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("forecourt:viewed") ?? ""))
      .toContain(`"id":"${car.id}"`);
  }
  // Under the second car's page: the first, not itself.
  const underCar = page.getByRole("list", { name: "Recently viewed" });
  await expect(underCar.locator("article")).toHaveCount(1);
  await expect(underCar.getByRole("link", { name: first!.name })).toBeVisible();

  await page.goto(siteUrl(DEALER, "/"));
  const onHome = page.getByRole("list", { name: "Recently viewed" });
  await onHome.scrollIntoViewIfNeeded();
  await expect(onHome.getByRole("link")).toHaveText([second!.name, first!.name]);
  await page.reload();
  await expect(page.getByRole("list", { name: "Recently viewed" }).getByRole("link")).toHaveCount(2);
});
