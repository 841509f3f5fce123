import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./test.ts";
import { hydrated } from "./islands.ts";
import { dollars, pricedCar, rawCars, siteUrl } from "./sample-data.ts";
import { DEFAULT, openSearch } from "./search-support.ts";

/** Compare: choose cars on a car page and in search, see them side by side, share the link. */
const DEALER = "harbour-city-motor-group";

const card = (page: Page, id: string) => page.locator(`[data-result-card][data-live-car="${id}"]`);
const tray = (page: Page) => page.getByRole("complementary", { name: "Cars to compare" });

test("three cars chosen from a car page and search are compared side by side, and the link opens the same comparison", async ({
  page,
  browser,
  isMobile,
}) => {
  const first = pricedCar(DEALER);
  await page.goto(siteUrl(DEALER, `/cars/${first.slug}`));
  const onCarPage = await hydrated(page, page.getByRole("button", { name: `Compare ${first.name}` }));
  await onCarPage.click();
  await expect(onCarPage).toHaveAttribute("aria-pressed", "true");
  await expect(tray(page).getByRole("listitem")).toHaveCount(1);
  await expect(tray(page).getByRole("listitem")).toContainText(first.name);
  await expect(tray(page)).toContainText("Choose another car to compare");

  await openSearch(page, DEFAULT);
  const cards = page.locator("[data-result-card]");
  const otherIds = (await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-live-car") ?? "")))
    .filter((id) => id !== first.id)
    .slice(0, 4);
  for (const id of otherIds.slice(0, 2)) {
    const button = card(page, id).getByRole("button", { name: /^Compare / });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await expect(tray(page).getByRole("listitem")).toHaveCount(3);

  // One past the limit is refused in words: 3 on a phone, 4 where the screen is wide.
  if (!isMobile) {
    await card(page, otherIds[2]!)
      .getByRole("button", { name: /^Compare / })
      .click();
    await expect(tray(page).getByRole("listitem")).toHaveCount(4);
  }
  const refused = card(page, otherIds[isMobile ? 2 : 3]!);
  await refused.getByRole("button", { name: /^Compare / }).click();
  await expect(refused.getByRole("status")).toHaveText(
    `You can compare up to ${isMobile ? 3 : 4} cars at a time. Remove one to add another.`,
  );
  if (!isMobile)
    await tray(page)
      .getByRole("button", { name: /^Remove .* from compare$/ })
      .last()
      .click();
  await expect(tray(page).getByRole("listitem")).toHaveCount(3);

  await tray(page).getByRole("link", { name: "Compare 3 cars" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first.id},${otherIds[0]},${otherIds[1]}$`));
  const table = page.getByRole("table");
  const carColumns = table.locator("thead th");
  await expect(carColumns).toHaveCount(3);
  await expect(carColumns.first().getByRole("link", { name: first.name })).toHaveAttribute(
    "href",
    `/cars/${first.slug}`,
  );
  const priceRow = table.getByRole("row", { name: /^Price/ });
  await expect(priceRow).toContainText(dollars(first.price));

  // 'Only show differences' drops rows the three cars share and keeps those they do not.
  const rowsBefore = await table.locator("tbody tr").count();
  const differing = await table.locator("tbody tr.compare-table__differs").count();
  expect(differing).toBeGreaterThan(0);
  await page.getByRole("checkbox", { name: "Only show differences" }).check();
  await expect(table.locator("tbody tr")).toHaveCount(differing);
  expect(differing).toBeLessThan(rowsBefore);

  // The link opens the same comparison for someone who never chose these cars.
  const shared = page.url();
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const friend = await other.newPage();
  await friend.goto(shared);
  await expect(friend.getByRole("table").locator("thead th a")).toHaveText(
    await carColumns.locator("a").allTextContents(),
  );
  await other.close();

  // Removing a car keeps the address a link to what is shown.
  await carColumns
    .nth(1)
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(carColumns).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first.id},${otherIds[1]}$`));
});

test("the empty page asks for as many cars as this screen compares, as the tray does (3, 4 on a wide screen)", async ({
  page,
  isMobile,
}) => {
  await page.goto(siteUrl(DEALER, "/compare"));
  const empty = page.locator("[data-compare-empty]");
  await expect(empty).toHaveText(
    `No cars to compare yet. Choose 'Compare' on up to ${isMobile ? 3 : 4} cars, then come back here. Browse our cars.`,
  );
  await expect(empty.getByRole("link", { name: "Browse our cars" })).toHaveAttribute(
    "href",
    "/search/new-used-and-demo-cars",
  );
  if (isMobile) return;
  // The same computer with a narrow window: the narrow limit.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(empty).toContainText("Choose 'Compare' on up to 3 cars");
});

test("a car no longer for sale is marked in a comparison, and the table scrolls sideways under a fixed first column on a phone", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "sets a phone-sized screen itself");
  await page.setViewportSize({ width: 360, height: 740 });
  const car = pricedCar(DEALER);
  await page.goto(siteUrl(DEALER, "/"));
  const inStock = await page.evaluate(async () =>
    ((await (await fetch("/cars-in-stock.json")).json()) as { id: string }[]).map((c) => String(c.id)),
  );
  const others = rawCars(DEALER).filter((c) => inStock.includes(String(c.id)) && c.id !== car.id);
  const gone = rawCars(DEALER).find((c) => !inStock.includes(String(c.id)))!;
  await page.goto(siteUrl(DEALER, `/compare?ids=${car.id},${others[0]!.id},${gone.id}`));
  const table = page.getByRole("table");
  await expect(table.locator("thead th")).toHaveCount(3);
  await expect(table.locator("thead th").nth(2)).toContainText("SOLD · No longer available");
  await expect(table.locator("thead th").first()).not.toContainText("SOLD");
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // The page itself never scrolls sideways; the table does, inside its region, and its row labels stay put.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const region = page.getByRole("region", { name: "Comparison table, scrolls sideways" });
  const label = table.getByRole("rowheader", { name: /^Year/ });
  const before = await label.boundingBox();
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect((await label.boundingBox())?.x).toBe(before?.x);
});
