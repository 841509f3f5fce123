import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test.ts";
import { pricedCar, siteUrl } from "./sample-data.ts";
import { deliveredEmails, deliveredLead, randomMobile, signInWithCode, uniqueName } from "./lead-support.ts";

/** fetch from inside the page: the browser resolves *.localhost and sends its own cookies and Origin. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path as string, {
        method: method as string,
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

async function ready(page: Page, form: string) {
  await expect(page.locator(`${form}[data-ready]`)).toBeAttached();
}

/** The marketing opt-in as every enquiry and booking form words it. */
const OPT_IN = "Keep me up to date with offers and news";
const optInBox = (page: Page) => page.getByRole("checkbox", { name: OPT_IN, exact: true });

test("an enquiry goes from /contact to /success and reaches the dealer", async ({ page }, info) => {
  const slug = "harbour-city-motor-group"; // several yards and dealerships: both pickers are required; ADF to its CRM
  await page.goto(siteUrl(slug, "/contact"));
  await ready(page, ".enquiry-form");
  // Consent is the shopper's own tick (Spam Act): the box starts unticked, and this shopper leaves it so.
  await expect(optInBox(page)).not.toBeChecked();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Please fix the following errors:");
  await expect(page.locator("#enquiry-first_name-error")).toHaveText("This is a required field.");
  await expect(page.locator("#enquiry-dealership_id-error")).toHaveText("This is a required field.");

  const lastName = uniqueName(info.project.name);
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Grace");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("grace@example.com");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+61 412 345 678");
  await page.getByRole("textbox", { name: "Postcode", exact: true }).fill("200");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Service");
  await page.getByRole("combobox", { name: "Location", exact: true }).selectOption({ index: 1 });
  await page.getByRole("combobox", { name: "Dealership", exact: true }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: "Comments", exact: true }).fill("<b>Is the ute</b> still available?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.locator("#enquiry-postcode-error")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
  await page.getByRole("textbox", { name: "Postcode", exact: true }).fill("2000");
  await page.getByRole("button", { name: "Send enquiry" }).click();

  await expect(page).toHaveURL(/\/success\?type=Contact(%20|\+)Enquiry$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you");
  await expect
    .poll(() => deliveredEmails(slug).find((text) => text.includes(lastName)) ?? "", { timeout: 10_000 })
    .toContain("Phone: 0412345678");
  const email = deliveredEmails(slug).find((text) => text.includes(lastName))!;
  expect(email).toContain("Contact Enquiry / Service");
  expect(email).toContain("<b>Is the ute</b> still available?"); // stored and sent verbatim
  const lead = await deliveredLead(slug, lastName);
  expect(lead.text).toContain(`Marketing opt-in: no (left "${OPT_IN}" unticked)`);
  expect(lead.adf).toContain(`Marketing opt-in: no (left &quot;${OPT_IN}&quot; unticked)`);

  // The details are remembered to prefill the next form.
  await page.goto(siteUrl(slug, "/contact"));
  await ready(page, ".enquiry-form");
  await expect(page.getByRole("textbox", { name: "Last name", exact: true })).toHaveValue(lastName);
});

test("the marketing opt-in starts unticked on every form; a tick on one form is the shopper's for that lead only", async ({
  page,
}, info) => {
  const slug = "bayside-ford"; // takes test drive and service bookings online
  const car = pricedCar(slug);
  await page.goto(siteUrl(slug, `/cars/${car.slug}#vehicle-enquiry`));
  await ready(page, ".enquiry-form");
  await expect(optInBox(page)).not.toBeChecked();
  const lastName = uniqueName(info.project.name);
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Opal");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("opal@example.com");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(randomMobile());
  await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Is it still available?");
  await optInBox(page).check();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?type=Vehicle(%20|\+)Enquiry$/);
  expect((await deliveredLead(slug, lastName)).text).toContain(`Marketing opt-in: yes (ticked "${OPT_IN}")`);

  // The next forms remember the shopper's name, never their answer to the box.
  for (const [path, form] of [
    [`/book-test-drive?car_id=${car.id}`, "form.booking"],
    ["/service", "form.booking"],
    ["/contact", ".enquiry-form"],
    ["/ford-finance", ".enquiry-form"], // its own questions first, then the shopper's details
    [`/cars/${car.slug}#vehicle-enquiry`, ".enquiry-form"],
  ] as const) {
    await page.goto(siteUrl(slug, path));
    await ready(page, form);
    if (path === "/ford-finance") {
      await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Rates for a used Ranger?");
      await page.locator(form).getByRole("button", { name: "Next" }).click();
    }
    await expect(page.getByRole("textbox", { name: "Last name", exact: true }), path).toHaveValue(lastName);
    await expect(optInBox(page), path).toBeVisible();
    await expect(optInBox(page), path).not.toBeChecked();
  }
});

test("the service, fleet, parts and careers enquiries reach the dealer with their own answers", async ({
  page,
}, info) => {
  test.slow(); // four forms, each delivered
  const slug = "harbour-city-motor-group"; // takes no bookings online: /service is an enquiry form
  const forms = [
    {
      path: "/service",
      type: "Service Booking / Service",
      answers: { "Preferred date": "2027-03-09", "Service required": "Logbook service" },
      delivered: ["preferred_date: 2027-03-09", "service_type: Logbook service"],
    },
    {
      path: "/fleet",
      type: "Fleet Enquiry / Sales",
      answers: { Company: "Acme Couriers", "Fleet size": "12" },
      delivered: ["company: Acme Couriers", "fleet_size: 12"],
    },
    {
      path: "/vehicle-parts-and-accessories",
      type: "Parts Enquiry / Parts",
      answers: { "Part or accessory": "Roof racks" },
      delivered: ["part: Roof racks"],
    },
    {
      path: "/careers",
      type: "General Enquiry / Career Enquiry",
      answers: { "Position you're interested in": "Sales consultant" },
      delivered: ["position: Sales consultant"],
    },
  ];
  for (const form of forms) {
    await page.goto(siteUrl(slug, form.path));
    await ready(page, ".enquiry-form");
    const enquiry = page.locator(".enquiry-form");
    for (const [label, value] of Object.entries(form.answers)) await enquiry.getByLabel(label).fill(value);
    await enquiry.getByRole("combobox", { name: "Location", exact: true }).selectOption({ index: 1 });
    await enquiry.getByRole("combobox", { name: "Dealership", exact: true }).selectOption({ index: 1 });
    await enquiry.getByRole("textbox", { name: "Comments", exact: true }).fill(`About ${form.path}`);
    await enquiry.getByRole("button", { name: "Next" }).click();
    const lastName = uniqueName(info.project.name);
    await enquiry.getByRole("textbox", { name: "First name", exact: true }).fill("Rae");
    await enquiry.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
    await enquiry.getByRole("textbox", { name: "Email", exact: true }).fill("rae@example.com");
    await enquiry.getByRole("textbox", { name: "Phone", exact: true }).fill(randomMobile());
    await enquiry.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page, form.path).toHaveURL(/\/success\?type=/);
    const lead = await deliveredLead(slug, lastName);
    for (const text of [form.type, ...form.delivered, `About ${form.path}`])
      expect(lead.text, form.path).toContain(text);
  }
});

test("sign in with the code from the local SMS provider, then save and remove a car", async ({ page }) => {
  const slug = "harbour-city-motor-group";
  const phone = randomMobile();
  await page.goto(siteUrl(slug, "/sign-in?type=garage&redirect=/contact"));
  await ready(page, ".sign-in");
  await page.getByRole("textbox", { name: "Mobile number", exact: true }).fill(phone);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("button", { name: "Resend Code" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile number", exact: true })).toHaveAttribute("readonly", "");

  await page.getByRole("textbox", { name: "Verification code", exact: true }).fill("123");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("#sign-in-code-error")).toHaveText("Code must be 6 digits.");

  const { code } = (await api(page, "GET", `/api/dev/last-sms?phone=${phone}`)).json as { code: string };
  await page
    .getByRole("textbox", { name: "Verification code", exact: true })
    .fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("#sign-in-code-error")).toHaveText("The verification code is invalid. Please try again.");

  await page.getByRole("textbox", { name: "Verification code", exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(siteUrl(slug, "/contact"));
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "fc_session")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect((await api(page, "GET", "/api/session")).json).toEqual({ signedIn: true, phone_number: phone });

  // The watchlist calls, with the browser's own session cookie.
  const car = String(pricedCar(slug).id);
  expect((await api(page, "POST", "/api/watchlist/save-car", { phone_number: phone, car_id: car })).json).toMatchObject(
    { ok: true, message: "Car Saved In Watchlist" },
  );
  expect((await api(page, "GET", "/api/watchlist")).json.cars.map((c: { car_id: string }) => c.car_id)).toEqual([car]);
  expect(
    (await api(page, "POST", "/api/watchlist/save-car", { phone_number: randomMobile(), car_id: car })).status,
  ).toBe(403);
  expect(
    (await api(page, "POST", "/api/watchlist/remove-car", { phone_number: phone, car_id: car })).json,
  ).toMatchObject({ ok: true, message: "Car Removed" });
  expect((await api(page, "GET", "/api/watchlist")).json.cars).toEqual([]);
});

test("the contact and sign-in pages have no accessibility violations", async ({ page }) => {
  test.slow(); // axe over several pages
  for (const path of ["/contact", "/sign-in", "/success"]) {
    await page.goto(siteUrl("bayside-ford", path));
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      results.violations.map(
        (v) =>
          `${path}: ${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
  }
});

test("a car page's enquiry carries the car, and its delivery calculator quotes by postcode", async ({ page }, info) => {
  const slug = "bayside-ford"; // delivery calculator on
  const car = pricedCar(slug);
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  const shownPrice = (await page.locator(".price--page .price__amount").first().textContent())!.trim();
  await page.locator(".sidebar__actions").getByRole("link", { name: "Enquire" }).click();
  await expect(page).toHaveURL(/#vehicle-enquiry$/);
  await ready(page, ".enquiry-form");
  const lastName = uniqueName(info.project.name);
  const email = `alan.${lastName.toLowerCase()}@example.com`;
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Alan");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("0412 000 333");
  await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Still available?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?type=Vehicle(%20|\+)Enquiry$/);
  await expect
    .poll(() => deliveredEmails(slug).find((text) => text.includes(lastName)) ?? "", { timeout: 10_000 })
    .toContain(`Vehicle: ${car.name.split(" ")[0]}`);
  // The shopper's acknowledgement in the local mailbox, with the car and the price its page shows.
  const acknowledgement = () =>
    api(page, "GET", `/api/dev/last-email?to=${encodeURIComponent(email)}`).then((answer) => answer.json?.text ?? "");
  await expect.poll(acknowledgement, { timeout: 15_000 }).toContain(car.name);
  const text = await acknowledgement();
  expect(text).toContain(shownPrice);
  expect(text).toMatch(/will call you (by \d{1,2}:\d\d [ap]m|as soon as we can)/);
  expect(text).toContain("Bayside Ford");

  await page.goto(siteUrl(slug, `/cars/${car.slug}#vehicle-map`));
  await ready(page, ".delivery");
  const postcode = page.getByRole("textbox", { name: "Your postcode", exact: true });
  const estimate = page.getByRole("button", { name: "Estimate delivery" });
  await estimate.click();
  await expect(page.locator("#delivery-postcode-error")).toHaveText("Please enter a postcode.");
  await postcode.fill("30");
  await estimate.click();
  await expect(page.locator("#delivery-postcode-error")).toHaveText("Invalid postcode. Please enter a 4-digit number.");
  await postcode.fill("3000");
  await estimate.click();
  await expect(page.locator(".delivery__result")).toContainText(
    /Delivery to .* VIC \(about \d+ km from Bayside Ford\): Free/,
  );
  await postcode.fill("6000");
  await estimate.click();
  await expect(page.locator("#delivery-postcode-error")).toHaveText(
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  );
});

test("'Book a Test Drive' on a car page opens the booking with that car named, and the dealer's email names it", async ({
  page,
}, info) => {
  const slug = "harbour-city-motor-group"; // several yards: without the car the shopper would have to pick one
  const car = pricedCar(slug);
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  await page.locator(".sidebar__actions").getByRole("link", { name: "Book a Test Drive" }).click();
  await expect(page).toHaveURL(siteUrl(slug, `/book-test-drive?car_id=${car.id}`));
  await ready(page, ".enquiry-form");
  await expect(page.locator(".enquiry-form__car").getByRole("link", { name: car.name })).toHaveAttribute(
    "href",
    `/cars/${car.slug}`,
  );
  await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Saturday morning, please.");
  await page.getByRole("button", { name: "Next" }).click();
  // The car's yard is the one the dealer's staff get it ready at: no location picker to fill.
  await expect(page.getByRole("textbox", { name: "First name", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Location", exact: true })).toHaveCount(0);
  const lastName = uniqueName(info.project.name);
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Tess");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("tess@example.com");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("0412 000 444");
  await page
    .locator(".enquiry-form")
    .getByRole("button", { name: /Send|Book|Submit/ })
    .click();
  await expect(page).toHaveURL(/\/success\?type=Test(%20|\+)Drive(%20|\+)Booking$/);
  await expect
    .poll(() => deliveredEmails(slug).find((text) => text.includes(lastName)) ?? "", { timeout: 10_000 })
    .toContain(`Vehicle: ${car.year} ${car.make} ${car.model}`);
});

test("the watchlist button sends an anonymous shopper to sign in and back, then saves and removes the car", async ({
  page,
}) => {
  const slug = "harbour-city-motor-group"; // the metro template has the garage on
  const car = pricedCar(slug);
  const carPath = `/cars/${car.slug}`;
  await page.goto(siteUrl(slug, carPath));
  // The car's own button, in the sidebar (similar-car cards below have theirs too).
  const button = page.locator(".sidebar").getByRole("button", { name: /Save(d)? to watchlist/ });
  await expect(button).toHaveAttribute("data-ready", "true");
  await button.click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=/);

  await signInWithCode(page);
  await expect(page).toHaveURL(siteUrl(slug, carPath));

  // The save that sent them to sign in is done on their return, without a second press.
  await expect(page.locator(".toast")).toHaveText("Car Saved In Watchlist");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(page.locator(".toast")).toHaveText("Car Removed");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  expect((await api(page, "GET", "/api/watchlist")).json.cars).toEqual([]);

  // Saved again, it is on the watchlist page ('View List', /my-garage), where it can be removed.
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "View List" }).click();
  await expect(page).toHaveURL(siteUrl(slug, "/my-garage"));
  await expect(page.locator(".garage__list").getByRole("link", { name: car.name })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${car.name}` }).click();
  await expect(page.locator(".toast")).toHaveText("Car Removed");
  await expect(page.getByText("Your watchlist is empty.")).toBeVisible();
});

test("/my-garage sends an anonymous shopper to sign in", async ({ page }) => {
  await page.goto(siteUrl("harbour-city-motor-group", "/my-garage"));
  await expect(page).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmy-garage$/);
});
