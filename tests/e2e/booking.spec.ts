import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { bookingWhen, longDay, moveQuestion } from "#lib/appointments/calendar.ts";
import { icsDateTime } from "#lib/appointments/ics.ts";
import { deliveredEmails, randomMobile, shopperEmails, uniqueName } from "./lead-support.ts";
import { inviteStaff, runBookingChecks, staffSignInToken, stockHook } from "./ops-support.ts";
import { type Page, expect, test } from "./test.ts";
import { rawCars, reservableCar, siteUrl } from "./sample-data.ts";

/**
 * A shopper on a phone books a test drive at a free time by keyboard, gets the
 * confirmation on the yard's clock with an .ics file, then moves and cancels it by the link in
 * the confirmation; the freed time is offered again. Against bayside-ford (Melbourne), the sample
 * dealer that takes bookings online. The database outlives a run, so the test takes a car no other
 * spec reserves and books whatever is free.
 */
const BAYSIDE = "bayside-ford";
type Slot = { date: string; time: string; starts_at: string };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The car's free test-drive times, as the calendar got them. */
const freeTimes = (page: Page, carId: string): Promise<Slot[]> =>
  page.evaluate(
    async (id) =>
      ((await (await fetch(`/api/appointments/slots?kind=testDrive&car_id=${id}`)).json()) as { slots: Slot[] }).slots,
    carId,
  );

/** Picks a day and a time by keyboard: into the days, along them with the arrow keys, on to the times, Space. */
async function pickByKeyboard(page: Page, calendar: string, dayMoves: number): Promise<string> {
  const days = page.locator(`${calendar} input[name$="-day"]`);
  await days.first().focus();
  for (let i = 0; i < dayMoves; i++) await page.keyboard.press("ArrowRight");
  await expect(days.nth(dayMoves)).toBeChecked();
  await page.keyboard.press("Tab");
  const firstTime = page.locator(`${calendar} input[name$="-time"]`).first();
  await expect(firstTime).toBeFocused();
  await page.keyboard.press("Space");
  await expect(firstTime).toBeChecked();
  return (await firstTime.getAttribute("value"))!;
}

test("a shopper on a phone books a test drive by keyboard, adds it to the calendar, moves it and cancels it by the link", async ({
  page,
}, info) => {
  const car = reservableCar(BAYSIDE, 31);
  const carId = String(car.id);
  await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
  await page.getByRole("link", { name: "Book a Test Drive" }).first().click();
  await expect(page).toHaveURL(siteUrl(BAYSIDE, `/book-test-drive?car_id=${car.id}`));
  await expect(page.locator("form.booking[data-ready]")).toBeAttached();
  await expect(page.getByText("Times are Melbourne time.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Choose a day" })).toBeVisible();
  // The days scroll sideways inside the calendar; the page itself never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // A day, then a time, by keyboard only; the group of times is named by its day.
  const startsAt = await pickByKeyboard(page, "#booking-starts_at", 1);
  const offered = await freeTimes(page, carId);
  const slot = offered.find((s) => s.starts_at === startsAt)!;
  expect(slot).toBeDefined();
  await expect(
    page.getByRole("group", {
      name: `Choose a time on ${longDay(slot.date)}`,
    }),
  ).toBeVisible();

  // The details as every form asks them; without the licence it says what to fix, in the spec's words.
  const lastName = uniqueName(info.project.name);
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Dana");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(lastName);
  const email = `${lastName.toLowerCase()}@example.com`;
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(randomMobile());
  await page.getByRole("button", { name: "Book test drive" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please fix the following errors:" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Please confirm you hold a current driver's licence.");
  await page.getByRole("checkbox", { name: /current driver's licence/ }).check();
  // Bayside offers texts: unticked until the shopper asks.
  const texts = page.getByRole("checkbox", { name: "Text me reminders and any change to this booking" });
  await expect(texts).not.toBeChecked();
  await texts.check();
  const axe = await new AxeBuilder({ page }).include("form.booking").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.getByRole("button", { name: "Book test drive" }).click();

  // Confirmed at once, on the yard's clock, saying which.
  const confirmed = page.getByRole("heading", { name: "Your test drive is booked" });
  await expect(confirmed).toBeFocused();
  // Booked, the page no longer asks to choose a time or fill fields in.
  await expect(page.getByText("Fields marked * are required.")).toBeHidden();
  await expect(page.getByText("Choose a time that suits you")).toBeHidden();
  await expect(page.locator(".booking-confirmation__when")).toContainText(bookingWhen(slot.date, slot.time));
  await expect(page.getByText("Times are Melbourne time.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", /google\.com\/maps\/dir\//);
  await expect(page.getByText("Your current driver's licence")).toBeVisible();
  const confirmationAxe = await new AxeBuilder({ page }).include(".booking-confirmation").analyze();
  expect(confirmationAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect((await freeTimes(page, carId)).map((s) => s.starts_at)).not.toContain(startsAt);
  await expect
    .poll(() => deliveredEmails(BAYSIDE).find((text) => text.includes(lastName)) ?? "", { timeout: 15_000 })
    .toContain(`Booked online for ${slot.date}`);

  // The .ics: one event at the booked instant, with the move-or-cancel link.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`test-drive-${slot.date}.ics`);
  const ics = readFileSync((await download.path())!, "utf8");
  const props = Object.fromEntries(
    ics
      .replace(/\r\n /g, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
  );
  expect(props).toMatchObject({ VERSION: "2.0", METHOD: "PUBLISH", STATUS: "CONFIRMED" });
  expect(props.DTSTART).toBe(icsDateTime(new Date(startsAt)));
  expect(props.SUMMARY).toContain("Test drive");
  expect(props.URL).toMatch(/\/appointments\/manage#token=[\w-]{32}$/);

  // The confirmation email: the time on the yard's clock, the same link, and the same entry attached.
  await expect
    .poll(() => lastEmailTo(email)?.subject ?? "", { timeout: 15_000 })
    .toMatch(/^Booked: your test drive of the /);
  const confirmation = lastEmailTo(email)!;
  expect(confirmation.text).toContain(bookingWhen(slot.date, slot.time));
  expect(confirmation.text).toContain("Times are Melbourne time");
  expect(confirmation.text).toContain(`/appointments/manage#token=${props.URL!.split("#token=")[1]}`);
  expect(attachedCalendar(confirmation)).toContain(`DTSTART:${icsDateTime(new Date(startsAt))}`);
  // The car's price and page, the yard on a map, and images a mail client shows (PNG or JPEG).
  expect(confirmation.text).toContain(`$${(car.price as number).toLocaleString("en-AU")}`);
  expect(confirmation.text).toContain(`/cars/${car.slug}/`);
  expect(confirmation.text).toMatch(/Where: .+ \(https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  const html = confirmation.html ?? "";
  expect(html).toMatch(/<a[^>]+href="https:\/\/www\.google\.com\/maps\/search\//);
  expect(html).toContain(`/cars/${car.slug}/"`);
  const images = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((found) => found[1]!.replaceAll("&amp;", "&"));
  expect(images.length, "the logo and the car's photo").toBeGreaterThanOrEqual(2);
  for (const src of images) {
    // Fetched from this dealer's site, as the mail client's image proxy would.
    const shown = await page.evaluate(
      async (path) => {
        const answer = await fetch(path);
        return { status: answer.status, type: answer.headers.get("content-type") };
      },
      src.replace(/^https?:\/\/[^/]+/, ""),
    );
    expect(shown.status, src).toBe(200);
    expect(shown.type, src).toMatch(/^image\/(png|jpeg)$/);
  }

  // The link opens the booking without signing in; move it, by keyboard, to a time on another day.
  await page.getByRole("link", { name: "Move or cancel this booking" }).click();
  await expect(page).toHaveURL(/\/appointments\/manage#token=/);
  expect(page.url().split("#token=")[1]).toBe(props.URL!.split("#token=")[1]);
  await expect(page.locator(".manage-booking[data-ready]")).toBeAttached();
  await expect(page.locator(".booking-confirmation__when")).toContainText(bookingWhen(slot.date, slot.time));
  await page.getByRole("button", { name: "Move to another time" }).click();
  await expect(page.locator("#manage-starts_at-zone")).toHaveText("Times are Melbourne time.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  const manageAxe = await new AxeBuilder({ page }).include("main").analyze();
  expect(manageAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const movedTo = await pickByKeyboard(page, "#manage-starts_at", 2);
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your booking has been moved." })).toBeVisible();
  const newSlot = (await movedBooking(page, movedTo))!;
  await expect(page.locator(".booking-confirmation__when")).toContainText(bookingWhen(newSlot.date, newSlot.time));
  const afterMove = (await freeTimes(page, carId)).map((s) => s.starts_at);
  expect(afterMove).toContain(startsAt); // the old time is free again
  expect(afterMove).not.toContain(movedTo);
  // The shopper is emailed the new time, with an entry that replaces the old one in their calendar.
  await expect.poll(() => lastEmailTo(email)?.subject ?? "", { timeout: 15_000 }).toMatch(/^Moved: /);
  expect(attachedCalendar(lastEmailTo(email)!)).toContain(`DTSTART:${icsDateTime(new Date(movedTo))}`);

  // Cancel: the time is free at once, and the booking page offers it again.
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your booking has been cancelled." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your cancelled test drive" })).toBeFocused();
  await page.goto(siteUrl(BAYSIDE, `/book-test-drive?car_id=${car.id}`));
  await expect(page.locator("form.booking[data-ready]")).toBeAttached();
  await page.locator(`#booking-starts_at input[name$="-day"][value="${newSlot.date}"]`).check();
  await expect(page.locator(`#booking-starts_at input[name$="-time"][value="${movedTo}"]`)).toBeAttached();
});

/** The last email the local mailbox holds for a shopper of bayside-ford. */
const lastEmailTo = (to: string) => shopperEmails(BAYSIDE).findLast((mail) => mail.to === to);
/** An email's .ics attachment, as text. */
const attachedCalendar = (mail: { attachments?: { content: string }[] }) =>
  Buffer.from(mail.attachments?.[0]?.content ?? "", "base64").toString("utf8");

/** The moved booking's day and time on the yard's clock, as its link's answer names them. */
async function movedBooking(page: Page, movedTo: string): Promise<Slot | undefined> {
  const token = page.url().split("#token=")[1]!;
  const answer = await page.evaluate(
    async (t) => (await (await fetch(`/api/appointments/manage?token=${t}`)).json()) as { appointment: Slot },
    token,
  );
  return answer.appointment.starts_at === movedTo ? answer.appointment : undefined;
}

test("a service at a brand dealer: a time taken by others meanwhile offers the nearest free times, and one books", async ({
  page,
}, info) => {
  await page.goto(siteUrl(BAYSIDE, "/service#service-booking"));
  await expect(page.locator("form.booking[data-ready]")).toBeAttached();
  await expect(page.locator("#booking-starts_at-zone")).toHaveText("Times are Melbourne time.");
  const wanted = page.locator('#booking-starts_at input[name$="-time"]').first();
  await wanted.check();
  const startsAt = (await wanted.getAttribute("value"))!;
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Sam");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(uniqueName(info.project.name));
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("sam@example.com");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(randomMobile());
  await page.getByRole("combobox", { name: "Service needed" }).selectOption("Logbook service");
  await page.getByRole("textbox", { name: "Registration" }).fill("1AB2CD");
  await page.getByRole("textbox", { name: "Odometer (km)" }).fill("48000");

  // Meanwhile other shoppers take every bay of that time (three).
  const others = await page.evaluate(async (at) => {
    const tokens: string[] = [];
    for (let n = 0; n < 3; n++) {
      const phone = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      const response = await fetch("/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          kind: "service",
          location_id: "201",
          starts_at: at,
          first_name: "Other",
          last_name: `Shopper${n}`,
          email: `other${n}@example.com`,
          phone,
          service_type: "General service",
        }),
      });
      tokens.push(((await response.json()) as { manage_token: string }).manage_token);
    }
    return tokens;
  }, startsAt);
  expect(others.every(Boolean)).toBe(true);

  await page.getByRole("button", { name: "Book service" }).click();
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "That time has just been booked. Here are the nearest free times." });
  await expect(alert).toBeFocused();
  const nearest = page.locator(".booking__nearest button");
  await expect(nearest.first()).toBeVisible();
  await nearest.first().click();
  const chosen = page.locator('#booking-starts_at input[name$="-time"]:checked');
  await expect(chosen).toBeFocused();
  expect(await chosen.getAttribute("value")).not.toBe(startsAt);
  await page.getByRole("button", { name: "Book service" }).click();
  await expect(page.getByRole("heading", { name: "Your service is booked" })).toBeFocused();
  await expect(page.getByText("Your logbook or service book")).toBeVisible();

  // Leave the bays as they were for the next run: this booking and the others, cancelled by their links.
  const own = new URL(
    (await page.getByRole("link", { name: "Move or cancel this booking" }).getAttribute("href"))!,
    page.url(),
  );
  const tokens = [...others, own.hash.replace("#token=", "")];
  const cancelled = await page.evaluate(
    async (all) =>
      Promise.all(
        all.map(async (token) => {
          const response = await fetch("/api/appointments/cancel", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ token }),
          });
          return ((await response.json()) as { appointment: { status: string } }).appointment.status;
        }),
      ),
    tokens,
  );
  expect(cancelled).toEqual(["cancelled", "cancelled", "cancelled", "cancelled"]);
});

test("a car reserved by another buyer, or no longer listed, offers no times, says why, and finds similar cars", async ({
  page,
}) => {
  // Reserved in the feed (true; the export's "no" is not reserved), still in stock.
  const car = rawCars(BAYSIDE).find(
    (candidate) => (candidate as { reserved?: unknown }).reserved === true && candidate.status === "in_stock",
  )!;
  await page.goto(siteUrl(BAYSIDE, `/book-test-drive?car_id=${car.id}`));
  await expect(
    page.getByText("This car is reserved by another buyer, so it cannot be test driven. Here are some similar ones."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute(
    "href",
    `/cars/${car.slug}#similar-cars`,
  );
  await expect(page.locator("form.booking")).toHaveCount(0);

  // A stale link naming no car of this dealer says so too, and offers the stock.
  await page.goto(siteUrl(BAYSIDE, "/book-test-drive?car_id=no-such-car-1"));
  await expect(
    page.getByText("We can't find that car in our stock any more. Here are some similar ones."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute("href", /^\/search\//);
});

/** The console is used on the yard, on a phone. */
const YARD_PHONE = { width: 390, height: 844 };

/** A salesperson of bayside invited from the terminal, signed in by the emailed link on a phone. */
async function salespersonSignsIn(page: Page, lastName: string): Promise<void> {
  const staff = `sales.${lastName}@bayside.example`.toLowerCase();
  await inviteStaff(BAYSIDE, staff, "sales");
  await page.setViewportSize(YARD_PHONE);
  await page.goto(siteUrl(BAYSIDE, `/console/sign-in#token=${await staffSignInToken(BAYSIDE, staff)}`));
  await expect(page).toHaveURL(/\/console\/$/);
}

/** Books a test drive of `carId` as the shopper's pages do (the first test walks them): its token and time. */
async function bookTestDrive(
  page: Page,
  carId: string,
  shopper: { first_name: string; last_name: string; email: string; comments?: string },
  pick: (slots: Slot[]) => Slot,
): Promise<{ token: string; slot: Slot; slots: Slot[] }> {
  await page.goto(siteUrl(BAYSIDE, `/book-test-drive?car_id=${carId}`));
  const slots = await freeTimes(page, carId);
  const slot = pick(slots);
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { manage_token: string } };
    },
    {
      kind: "testDrive",
      car_id: carId,
      starts_at: slot.starts_at,
      licence_confirmed: true,
      phone: randomMobile(),
      ...shopper,
    },
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return { token: answer.json.manage_token, slot, slots };
}

/** The booking's link, as the shopper uses it: move (to `startsAt`) or cancel. */
const byLink = (page: Page, action: "move" | "cancel", body: Record<string, string>) =>
  page.evaluate(
    async ({ action, body }) =>
      (
        await fetch(`/api/appointments/${action}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { action, body },
  );

test("staff Move on a phone starts from the booking's own day, shows the shopper's calendar, asks once more, and the day list follows the booking", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  // Ada books a test drive on a day that has another day with free times after it.
  const car = reservableCar(BAYSIDE, 35);
  const lastName = uniqueName(info.project.name);
  const email = `${lastName.toLowerCase()}@example.com`;
  const days = (slots: Slot[]) => [...new Set(slots.map((s) => s.date))];
  const { slot: from, slots } = await bookTestDrive(
    page,
    String(car.id),
    { first_name: "Ada", last_name: lastName, email },
    (all) => all.find((s) => s.date === days(all).at(-2))!,
  );
  const to = slots.find((s) => s.date === days(slots).at(-1))!;

  await salespersonSignsIn(page, lastName);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Bookings" }).click();
  await page.getByRole("textbox", { name: "Day", exact: true }).fill(from.date);
  await expect(page.getByRole("heading", { level: 2, name: longDay(from.date) })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: `Ada ${lastName}` });
  await expect(card).toContainText(bookingWhen(from.date, from.time));

  // Move: the yard's free times as the shopper's calendar shows them, open on the booking's own day, none chosen yet.
  await card.getByRole("button", { name: "Move", exact: true }).click();
  await expect(card.getByRole("group", { name: "Choose a new day" })).toBeVisible();
  await expect(card.getByText("Times are Melbourne time.")).toBeVisible();
  await expect(card.locator(`input[name$="-day"][value="${from.date}"]`)).toBeChecked();
  await expect(card.locator('input[name$="-time"]:checked')).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Move booking" })).toBeDisabled();
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // Another day and time, then a second look before anything is sent.
  await card.locator(`input[name$="-day"][value="${to.date}"]`).check();
  await card.locator(`input[name$="-time"][value="${to.starts_at}"]`).check();
  await card.getByRole("button", { name: "Move booking" }).click();
  const question = card.getByText(moveQuestion("Ada", "testDrive", from, to), { exact: true });
  await expect(question).toBeFocused();
  expect(lastEmailTo(email)?.subject ?? "").not.toMatch(/^Moved: /);
  await card.getByRole("button", { name: "Yes, move it and email" }).click();

  // Moved: it leaves the old day's list, and is found under its new day.
  const said = page.getByRole("status").filter({
    hasText: `Moved Ada ${lastName}'s test drive to ${bookingWhen(to.date, to.time)}. Ada has been emailed.`,
  });
  await expect(said).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("button", { name: `Show ${longDay(to.date)}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: longDay(to.date) })).toBeVisible();
  await expect(card).toContainText(bookingWhen(to.date, to.time));
  await expect.poll(() => lastEmailTo(email)?.subject ?? "", { timeout: 15_000 }).toMatch(/^Moved: your test drive/);
  const movedMail = lastEmailTo(email)!;
  expect(attachedCalendar(movedMail)).toContain(`DTSTART:${icsDateTime(new Date(to.starts_at))}`);

  // The email carries a move-or-cancel link of its own (staff never hold the shopper's),
  // which opens the booking at its new time, ready to move.
  const link = new URL(/Move or cancel: (\S+)/.exec(movedMail.text)![1]!);
  expect(link.pathname + link.hash).toMatch(/^\/appointments\/manage#token=[\w-]{32}$/);
  const shopper = await page.context().newPage();
  await shopper.goto(siteUrl(BAYSIDE, link.pathname + link.hash));
  await expect(shopper.locator(".manage-booking[data-ready]")).toBeAttached();
  await expect(shopper.locator(".booking-confirmation__when")).toContainText(bookingWhen(to.date, to.time));
  await shopper.getByRole("button", { name: "Move to another time" }).click();
  await expect(shopper.locator("#manage-starts_at-zone")).toHaveText("Times are Melbourne time.");
  await shopper.close();

  // Cancel it, so the next run finds the car's times free: asked once more, then the shopper is emailed.
  page.once("dialog", (dialog) => dialog.accept());
  await card.getByRole("button", { name: "Cancel booking" }).click();
  await expect(card.getByRole("status")).toContainText("Cancelled.");
  await expect.poll(() => lastEmailTo(email)?.subject ?? "", { timeout: 15_000 }).toMatch(/^Cancelled: /);
});

test("one test drive is one lead: booked, moved and cancelled show in its history, the cancellation stops its clock, and only the shopper's words are 'as typed'", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const car = reservableCar(BAYSIDE, 33);
  const lastName = uniqueName(info.project.name);
  const typed = "Can my partner come along too?";
  const { token, slot, slots } = await bookTestDrive(
    page,
    String(car.id),
    { first_name: "Dana", last_name: lastName, email: `${lastName.toLowerCase()}@example.com`, comments: typed },
    (all) => all.at(-1)!,
  );
  const movedTo = slots.at(-2)!;
  expect(await byLink(page, "move", { token, starts_at: movedTo.starts_at })).toBe(200);
  expect(await byLink(page, "cancel", { token })).toBe(200);

  // The dealer's CRM got the lead once, then two updates of the same lead.
  await expect
    .poll(() => deliveredEmails(BAYSIDE).filter((text) => text.includes(lastName)).length, { timeout: 15_000 })
    .toBe(3);
  const sent = deliveredEmails(BAYSIDE).filter((text) => text.includes(lastName));
  const ids = new Set(sent.map((text) => /^Lead (\S+) at /m.exec(text)?.[1]));
  expect(ids.size).toBe(1);
  expect(sent.filter((text) => text.startsWith("Update to an earlier lead: Booking moved"))).toHaveLength(1);
  expect(sent.filter((text) => text.startsWith("Update to an earlier lead: Booking cancelled"))).toHaveLength(1);

  // In the console, on a phone: one lead, its clock stopped, its history, and the shopper's words alone.
  await salespersonSignsIn(page, lastName);
  const lead = page.getByRole("button", { name: new RegExp(`^Dana ${lastName}`) });
  await expect(lead.first()).toBeVisible({ timeout: 30_000 });
  await expect(lead).toHaveCount(1);
  await lead.click();
  const detail = page.getByRole("region", { name: `Lead from Dana ${lastName}` });
  await expect(detail.locator(".inbox__clock")).toHaveText(/^Stopped: the booking was cancelled/);
  await expect(detail).toContainText(
    `Test drive was booked for ${bookingWhen(movedTo.date, movedTo.time)} (Melbourne time) · Cancelled`,
  );
  const history = detail.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText(`Booked online for ${slot.date}`);
  await expect(history.nth(1)).toContainText(`Booking moved online by the shopper to ${movedTo.date}`);
  await expect(history.nth(2)).toContainText("Booking cancelled online by the shopper");
  await expect(
    detail.getByRole("region", { name: "The shopper's message (as typed)" }).locator("blockquote"),
  ).toHaveText(typed);
  await expect(detail.getByRole("region", { name: "Checked by our site" })).toContainText(
    `Booked online for ${slot.date}`,
  );
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});

test("a car sold after its test drive was booked: the drive is called off and the shopper emailed similar cars to look at", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const car = reservableCar(BAYSIDE, 37);
  const carId = String(car.id);
  await page.goto(siteUrl(BAYSIDE, `/book-test-drive?car_id=${carId}`));
  await expect(page.locator("form.booking[data-ready]")).toBeAttached();
  const [slot] = await freeTimes(page, carId);
  const lastName = uniqueName(info.project.name);
  const email = `${lastName.toLowerCase()}@example.com`;
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch("/api/appointments", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    {
      kind: "testDrive",
      car_id: carId,
      starts_at: slot!.starts_at,
      first_name: "Kit",
      last_name: lastName,
      email,
      phone: randomMobile(),
      licence_confirmed: true,
    },
  );
  expect(status).toBe(201);

  await stockHook(BAYSIDE, [{ car_id: carId, status: "sold" }]);
  try {
    const ran = await runBookingChecks(BAYSIDE);
    expect(ran.soldCarDrivesCancelled).toBeGreaterThanOrEqual(1);
    await expect.poll(() => lastEmailTo(email)?.subject ?? "", { timeout: 15_000 }).toMatch(/^Sorry: your test drive/);
    const sorry = lastEmailTo(email)!;
    expect(sorry.text).toContain(`the ${car.name} has just been sold`);
    expect(attachedCalendar(sorry)).toContain("METHOD:CANCEL");
    // Its link opens the search for the same make and model, on the dealer's own site.
    const similar = /See similar cars: (\S+)/.exec(sorry.text)![1]!;
    await page.goto(siteUrl(BAYSIDE, new URL(similar).pathname + new URL(similar).search));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("make")).toBe(car.make);
    // A sold car offers no more times.
    expect(await freeTimes(page, carId)).toEqual([]);
  } finally {
    await stockHook(BAYSIDE, [{ car_id: carId, status: "in_stock" }]);
  }
});
