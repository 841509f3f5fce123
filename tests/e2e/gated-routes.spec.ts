import { expect, test } from "./test.ts";
import { rawCars, siteUrl } from "./sample-data.ts";
import { signInWithCode } from "./lead-support.ts";

/** §6 gated routes: outback-caravans keeps trade-in and personalised finance for signed-in shoppers. */
const slug = "outback-caravans";

test("an anonymous shopper on a gated trade-in page signs in and comes back to it, with the car still attached", async ({
  page,
}) => {
  const car = rawCars(slug).find((c) => c.status === "in_stock")!;
  const path = `/cars/trade-in?car_id=${car.id}`;
  await page.goto(siteUrl(slug, path));
  await expect(page).toHaveURL(/\/sign-in\?type=trade-in&redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(path);
  await signInWithCode(page);
  await expect(page).toHaveURL(siteUrl(slug, path));
  await expect(page.getByRole("heading", { name: "Your caravan" })).toBeVisible(); // the dealer's own word
  await expect(page.getByText("You're trading in towards:")).toContainText(car.name as string);
  // Signed in, the page stays put.
  await page.reload();
  await expect(page.locator("[data-trade-in-valuation][data-ready]")).toBeAttached();
  await expect(page).toHaveURL(siteUrl(slug, path));
});

test("personalised finance is gated too; a dealer that does not gate a route leaves it open", async ({ page }) => {
  await page.goto(siteUrl(slug, "/personalised/finance?car_id=1"));
  await expect(page).toHaveURL(/\/sign-in\?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D1/);
  await page.goto(siteUrl("harbour-city-motor-group", "/trade-in"));
  await expect(page.locator("[data-trade-in-valuation][data-ready]")).toBeAttached();
  await expect(page).toHaveURL(/\/trade-in$/);
});

test("a sign-in link pointing off the site keeps the shopper here, for Back and after the code", async ({ page }) => {
  await page.goto(siteUrl(slug, "/sign-in?type=garage&redirect=/%09/evil.example&back=/%09%5Cevil.example"));
  await expect(page.locator(".sign-in[data-ready]")).toBeAttached();
  await expect(page.locator(".sign-in").getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  await signInWithCode(page);
  await expect(page).toHaveURL(siteUrl(slug, "/"));
});

test("My Garage, behind the dealer's gate and its own, sends an anonymous shopper to sign in once, and Back leaves it", async ({
  page,
}) => {
  await page.goto(siteUrl(slug, "/"));
  // A slow session answer, as on a phone: both gates hear "signed out" at about the same time.
  await page.route("**/api/session", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const toSignIn: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === "/sign-in") toSignIn.push(request.url());
  });
  await page.goto(siteUrl(slug, "/my-garage"));
  await expect(page).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmy-garage/);
  await expect(page.locator(".sign-in[data-ready]")).toBeAttached();
  expect(toSignIn).toHaveLength(1);
  // The gate replaced /my-garage in the history: Back is the page before it, not a bounce to sign-in.
  await page.goBack();
  await expect(page).toHaveURL(siteUrl(slug, "/"));
});
