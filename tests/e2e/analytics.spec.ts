import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "./test.ts";
import { hydrated } from "./islands.ts";
import { uniqueName } from "./lead-support.ts";
import { pricedCar, siteUrl } from "./sample-data.ts";

/**
 * A dealer's measurement tags (the sample dealer Outback Caravans sets a Tag Manager, a
 * GA4 and a pixel id). Before the shopper chooses only Consent Mode's defaults are in the data
 * layer and nothing is requested from Google or Meta; accepting loads exactly the three tags and
 * the standard ASC events follow; declining loads none. Google's and Meta's hosts never answer here: every request to them is
 * recorded and answered by a stub, so a request that should not happen is seen.
 */
const SLUG = "outback-caravans";
const car = pricedCar(SLUG);
const LOADERS = [
  "https://www.googletagmanager.com/gtm.js?id=GTM-FCSAMPLE",
  "https://www.googletagmanager.com/gtag/js?id=G-FCSAMPLE01",
  "https://connect.facebook.net/en_US/fbevents.js",
];

test.use({ consentChoice: "unasked" });

/** Every request the page makes off the site, answered by an empty script. */
async function recordThirdParty(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => url.hostname !== "localhost" && !url.hostname.endsWith(".localhost"),
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    },
  );
  return requested;
}

/**
 * Every data-layer push of every page in this tab, kept in sessionStorage so it outlives a
 * navigation (a form's submission is pushed just before the page moves to /success).
 */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = "__dataLayerLog";
    const log: unknown[] = JSON.parse(sessionStorage.getItem(key) ?? "[]");
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        const copy = Object.prototype.toString.call(item) === "[object Arguments]" ? Array.from(item as never) : item;
        log.push(JSON.parse(JSON.stringify(copy)));
      }
      sessionStorage.setItem(key, JSON.stringify(log));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

type Pushed = Record<string, unknown> | unknown[];
const dataLayerLog = (page: Page): Promise<Pushed[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("__dataLayerLog") ?? "[]"));
const ascEvents = async (page: Page, name: string) =>
  (await dataLayerLog(page)).filter((entry) => !Array.isArray(entry) && entry.event === name) as Record<
    string,
    unknown
  >[];
const banner = (page: Page) => page.getByRole("region", { name: "Cookies" });

test.describe("the dealer's tags, only with consent", () => {
  test("before a choice: only Consent Mode's defaults are in the data layer, the banner asks, and nothing goes to Google or Meta", async ({
    page,
    context,
  }) => {
    const requested = await recordThirdParty(context);
    await recordDataLayer(page);
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept" })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include("[data-consent-banner]").analyze();
    expect(axe.violations).toEqual([]);

    const log = await dataLayerLog(page);
    // Consent Mode's defaults come before anything else.
    expect(log[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        wait_for_update: 500,
      },
    ]);
    // Nothing else until the shopper accepts: no event is even mapped for the tags before then.
    expect(log).toHaveLength(1);

    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
  });

  test("declining loads nothing, now or on the next page; Cookie settings in the footer asks again, by keyboard", async ({
    page,
    context,
  }) => {
    const requested = await recordThirdParty(context);
    await page.goto(siteUrl(SLUG, "/"));
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    await expect(page.locator("main h1")).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    const settings = page.getByRole("button", { name: "Cookie settings" });
    await settings.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Decline" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(banner(page).getByRole("button", { name: "Accept" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => [...requested].sort()).toEqual([...LOADERS].sort());
  });

  test("accepting loads exactly the dealer's three tags and the car page's ASC events; the pixel hears ViewContent with the catalog's vehicle id; the next page loads them without asking", async ({
    page,
    context,
  }) => {
    const requested = await recordThirdParty(context);
    await recordDataLayer(page);
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => [...requested].sort()).toEqual([...LOADERS].sort());
    expect(await dataLayerLog(page)).toContainEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
    ]);
    // The car page's events, from the car the page shows, reach the data layer once accepted.
    const [view] = await ascEvents(page, "asc_item_pageview");
    expect(view).toMatchObject({
      event_owner: "forecourt",
      page_type: "item",
      item_id: String(car.id),
      item_year: String(car.year),
      item_make: String(car.make).toLowerCase(),
      item_price: String(car.price),
    });
    expect(await ascEvents(page, "asc_pageview")).toHaveLength(1);

    // The stub loader leaves Meta's queue as the page filled it.
    const pixelQueue = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    expect(pixelQueue.slice(0, 3)).toEqual([
      ["consent", "grant"],
      ["init", "1000000000000001"],
      ["track", "PageView"],
    ]);
    expect(pixelQueue).toContainEqual([
      "track",
      "ViewContent",
      expect.objectContaining({ content_type: "vehicle", content_ids: [String(car.id)], currency: "AUD" }),
    ]);

    requested.length = 0;
    await page.goto(siteUrl(SLUG, "/search/new-used-and-demo-cars/"));
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => [...requested].sort()).toEqual([...LOADERS].sort());
    expect(await ascEvents(page, "asc_itemlist_pageview")).not.toHaveLength(0);
  });

  test("what the shopper does reaches the data layer: showing and tapping the number, an enquiry started and taken, the finance calculator, a call to action, a search", async ({
    page,
    context,
  }, info) => {
    await recordThirdParty(context);
    await recordDataLayer(page);
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    await banner(page).getByRole("button", { name: "Accept" }).click();

    const reveal = page.locator(".sidebar__call").getByRole("button", { name: "Show number" });
    await (await hydrated(page, reveal)).click();
    await expect
      .poll(async () => (await ascEvents(page, "asc_cta_interaction")).at(-1))
      .toMatchObject({
        element_text: "show number",
        item_id: String(car.id),
      });
    // A tap on the number (the dialler is not opened here).
    await page.evaluate(() =>
      document.querySelector(".sidebar__call")?.addEventListener("click", (e) => e.preventDefault()),
    );
    await page
      .locator(".sidebar__call")
      .getByRole("link", { name: /^Call / })
      .click();
    await expect
      .poll(async () => (await ascEvents(page, "asc_click_to_call")).at(-1))
      .toMatchObject({
        comm_type: "voice",
        comm_phone_number: expect.stringMatching(/^\d{10}$/),
        item_id: String(car.id),
      });

    // Enquiry: the first keystroke starts it; the submission is pushed only once the server took the lead.
    await page.locator(".sidebar__actions").getByRole("link", { name: "Enquire" }).click();
    await expect(page.locator(".enquiry-form[data-ready]")).toBeAttached();
    await page.getByRole("textbox", { name: "First name", exact: true }).fill("Alan");
    await expect.poll(async () => (await ascEvents(page, "asc_form_engagement")).length).toBe(1);
    expect(await ascEvents(page, "asc_form_submission")).toHaveLength(0);
    await page.getByRole("textbox", { name: "Last name", exact: true }).fill(uniqueName(info.project.name));
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("alan@example.com");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("0412 000 333");
    await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Is it still available?");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?/);
    const [submitted] = await ascEvents(page, "asc_form_submission");
    expect(submitted).toMatchObject({ comm_status: "crm_update", form_type: "sales", item_id: String(car.id) });
    expect(await ascEvents(page, "asc_form_submission_sales")).toHaveLength(1);

    // The car page's finance calculator, once a change settles: a retail process.
    await page.goto(siteUrl(SLUG, `/cars/${car.slug}`));
    const calculator = page.locator("#finance-calculator");
    await hydrated(page, calculator.locator(".finance-calculator"));
    await calculator.getByRole("textbox", { name: "Purchase price" }).fill("40000");
    await expect
      .poll(async () => (await ascEvents(page, "asc_retail_process")).at(-1), { timeout: 10_000 })
      .toMatchObject({ flow_name: "finance calculator", flow_outcome: "calculate", item_id: String(car.id) });
    // A call to action on the car's page is heard on the way out.
    const action = page.locator(".sidebar__actions a[data-action]").first();
    const kind = await action.getAttribute("data-action");
    await action.click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/cars/${car.slug}`) || url.hash !== "");
    expect((await ascEvents(page, "asc_cta_interaction")).at(-1)).toMatchObject({
      element_type: "cta_button",
      element_subtype: kind!,
      item_id: String(car.id),
    });

    await page.goto(siteUrl(SLUG, "/search/new-used-and-demo-cars/?query=jayco"));
    await expect
      .poll(async () => (await ascEvents(page, "asc_element_configuration")).at(-1), { timeout: 10_000 })
      .toMatchObject({ element_type: "search_tool", element_value: "jayco" });
  });
});
