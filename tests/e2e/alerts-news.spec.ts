import { expect, test } from "./test.ts";
import { type RawCar, rawCars, siteUrl } from "./sample-data.ts";
import { runAlerts, stockHook } from "./ops-support.ts";

/**
 * An alert as a shopper meets it. They ask to hear about a car, confirm from the email,
 * the dealer drops its price (the stock hook), the scheduled run sends one alert; the alert's
 * "Stop these alerts" link ends them, in the browser, without signing in, and the next drop sends
 * nothing. (The boxes that ask, on the search page and the watchlist, are alerts.spec.ts's.)
 */
const slug = "harbour-city-motor-group";
const base = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;

/** A priced car in stock that no other spec changes (the last one in the feed). */
const car = rawCars(slug)
  .filter((c) => c.status === "in_stock" && typeof c.price === "number" && c.price > 5_000)
  .at(-1) as RawCar & { price: number };

async function mailbox(to: string): Promise<{ subject: string; text: string } | null> {
  const response = await fetch(`${base()}/api/dev/last-email?to=${encodeURIComponent(to)}`, {
    headers: { "x-forecourt-tenant": slug },
  });
  return response.ok ? ((await response.json()) as { subject: string; text: string }) : null;
}

const linkIn = (text: string, page: "confirm" | "unsubscribe") =>
  new RegExp(`https?://\\S+/alerts/${page}/#token=\\S+`).exec(text)?.[0];

test("a followed car's price drop sends one alert, and its Stop link ends the alerts at once", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const email = `alerts.${info.project.name}.${Date.now().toString(36)}@example.com`;
  await runAlerts(slug); // a dealer's first run only marks where its stock journal is
  // What the car's "Alert me" box sends (the box itself is alerts.spec.ts's).
  const asked = await page.request.post(`${base()}/api/alerts`, {
    headers: { "x-forecourt-tenant": slug },
    data: {
      kind: "car",
      car_id: String(car.id),
      channel: "email",
      email,
      consent: true,
      consent_version: "2026-11-28",
      page_url: siteUrl(slug, "/"),
    },
  });
  expect(asked.status()).toBe(200);

  // The confirmation email, and its link opened as the shopper would.
  await expect.poll(async () => (await mailbox(email))?.subject).toMatch(/^Please confirm your alerts/);
  const confirm = linkIn((await mailbox(email))!.text, "confirm")!;
  await page.goto(confirm.replace(/^https?:\/\/[^/]+/, siteUrl(slug, "").replace(/\/$/, "")));
  await expect(page.getByRole("status")).toHaveText("Your alerts are on. Every alert has a link to stop them.");

  try {
    await stockHook(slug, [{ car_id: String(car.id), price: car.price - 1000 }]);
    await runAlerts(slug);
    await expect.poll(async () => (await mailbox(email))?.subject).toMatch(/^Price drop: /);
    const alert = (await mailbox(email))!;
    expect(alert.text).toContain(car.name);

    // "Stop these alerts", from the email, in the browser: no sign-in, effective at once.
    const stop = linkIn(alert.text, "unsubscribe")!;
    await page.goto(stop.replace(/^https?:\/\/[^/]+/, siteUrl(slug, "").replace(/\/$/, "")));
    await expect(page.getByRole("status")).toHaveText("You won't get these alerts any more.");

    await stockHook(slug, [{ car_id: String(car.id), price: car.price - 2000 }]);
    const run = await runAlerts(slug);
    expect(run.events).toBe(1);
    expect((await mailbox(email))!.text).toBe(alert.text); // nothing newer
  } finally {
    await stockHook(slug, [{ car_id: String(car.id), price: car.price }]);
  }
});
