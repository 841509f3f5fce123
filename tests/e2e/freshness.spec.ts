import { expect, test } from "./test.ts";
import { searchReady } from "./search-support.ts";
import { type LiveDealer, startLiveDealer } from "../../scripts/support/live-dealer.ts";

/**
 * A car sold through the stock hook leaves the car page and search without a rebuild,
 * then the rebuild the hook asked for makes the static page SOLD too. Runs on a small copy of a
 * sample dealer with its own server, so the rebuild never touches the other tests' sites.
 */
const PORT = Number(process.env.E2E_PORT ?? 4399) + 50;

test.describe("a sold car leaves the site within seconds", () => {
  test.describe.configure({ mode: "serial", timeout: 420_000 });
  let dealer: LiveDealer;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one server and one rebuild; the phone layout is covered below on desktop's server",
    );
    testInfo.setTimeout(420_000);
    dealer = await startLiveDealer({ port: PORT, cars: 18 });
  });
  test.afterAll(async () => dealer?.stop());

  test("the hook sells a car: its page shows SOLD and search drops it, then the rebuilt page is SOLD", async ({
    page,
    request,
  }) => {
    const documents = (await (await request.get(...dealer.direct("/search-index.json"))).json()) as {
      id: string;
      slug: string;
      name: string;
      status: string;
      price_display: { kind: string };
    }[];
    const car = documents.find((doc) => doc.status === "in_stock" && doc.price_display.kind === "price");
    expect(car, "the small dealer has a priced car in stock").toBeTruthy();
    const carPath = `/cars/${car!.slug}/`;
    const carPage = `${dealer.origin}${carPath}`;

    const cardLink = page.locator(`.result-card a[href="/cars/${car!.slug}"]`);
    await page.goto(`${dealer.origin}/search/new-used-and-demo-cars`);
    await searchReady(page);
    await expect(cardLink).toHaveCount(1);

    // Every channel feed carries the car before the sale and none after it, without a build.
    const feedFiles = ["google-vehicle-ads.tsv", "meta-automotive.csv", "marketplace.csv", "marketplace.json"];
    const carPageUrl = `https://www.baysideford.example/cars/${car!.slug}/`;
    const feedsListing = async () => {
      const pulled = await Promise.all(feedFiles.map((file) => dealer.pullFeed(file)));
      expect(pulled.map((feed) => feed.status)).toEqual([200, 200, 200, 200]);
      return feedFiles.filter((_, index) => pulled[index]!.text.includes(carPageUrl));
    };
    expect(await feedsListing()).toContain("marketplace.json");

    const sold = await dealer.sendStock([{ car_id: car!.id, status: "sold" }]);
    expect(sold.status).toBe(200);
    expect(await feedsListing()).toEqual([]);
    expect(sold.json).toMatchObject({ applied: [{ car_id: car!.id }], rebuild: "requested" });

    // The search page left open asks again every 15 s and drops the car without a reload.
    await expect(cardLink).toHaveCount(0, { timeout: 45_000 });

    // The static page still says in stock; the page corrects itself from /api/stock-status.
    await page.goto(carPage);
    const sidebar = page.locator(".sidebar");
    await expect(sidebar.getByText("has found a new home")).toBeVisible({ timeout: 10_000 });
    await expect(sidebar.getByRole("link", { name: "Find Me Something Similar" })).toBeVisible();
    await expect(sidebar.locator(".sidebar__actions")).toBeHidden();

    // A stock answer slower than the search's 2 s wait still reaches the results when it comes.
    await page.route("**/api/stock-status*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue();
    });
    const slowAnswer = page.waitForResponse("**/api/stock-status*", { timeout: 30_000 });
    await page.goto(`${dealer.origin}/search/new-used-and-demo-cars?query=${encodeURIComponent(car!.name)}`);
    await searchReady(page);
    await slowAnswer;
    await expect(cardLink).toHaveCount(0, { timeout: 30_000 });
    // Let a poll still held by the handler finish before the route goes, or it is continued twice.
    await page.unrouteAll({ behavior: "wait" });

    // The rebuild the hook asked for: the static HTML itself now says SOLD. (A request can meet the
    // busy server mid-swap and be dropped: that is one more poll, not a failure.)
    const staticPage = () =>
      request.get(...dealer.direct(carPath)).then(
        (response) => response.text(),
        () => "",
      );
    await expect.poll(staticPage, { timeout: 300_000, intervals: [2000] }).toContain('data-status="sold"');
    await page.goto(carPage);
    await expect(page.locator(".sidebar__sold[role=status]")).toContainText("SOLD");
  });

  test("a re-priced car shows its new price on its page before the rebuild", async ({ page, request }) => {
    const documents = (await (await request.get(...dealer.direct("/search-index.json"))).json()) as {
      id: string;
      slug: string;
      status: string;
      price_display: { kind: string; amount?: number };
    }[];
    const car = documents.find((doc) => doc.status === "in_stock" && doc.price_display.kind === "price")!;
    const price = (car.price_display.amount ?? 20000) - 1111;
    await dealer.sendStock([{ car_id: car.id, price }]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${dealer.origin}/cars/${car.slug}/`);
    await expect(page.locator(".sidebar [data-live-price]")).toHaveText(`$${price.toLocaleString("en-AU")}`, {
      timeout: 10_000,
    });
  });
});
