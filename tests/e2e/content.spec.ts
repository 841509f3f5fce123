import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, type Page, test } from "./test.ts";
import { pricedCar, siteUrl } from "./sample-data.ts";
import { uniqueName } from "./lead-support.ts";
import { inviteStaff, staffSignInToken } from "./ops-support.ts";
import { longDay } from "#lib/appointments/calendar.ts";

/**
 * An editor made from the terminal ends an offer and adds holiday hours in the console,
 * sees what publishing will change, publishes, and the console says when the rebuilt site carries
 * it; the site then shows it, and so does the next nightly. Against bayside-ford; the tests put the
 * content back afterwards.
 */
const BAYSIDE = "bayside-ford";
// Both publish bayside-ford's content and count its versions: one after the other.
test.describe.configure({ mode: "serial" });
const PHONE = { width: 390, height: 844 };
// A Monday in bayside-ford's coming week: its snapshot's today (feed.asOf) is Friday 20 November 2026.
const DAY = "2026-11-23";

/** Signs a staff member in and opens the Content screen, wherever the console lands them first. */
async function signInToContent(page: Page, email: string) {
  await page.goto(siteUrl(BAYSIDE, `/console/sign-in#token=${await staffSignInToken(BAYSIDE, email)}`));
  // The sign-in page carries the console's menu too: wait for the sign-in to land (a click before it
  // does leaves the page mid-exchange and back at sign-in, signed out).
  await expect(page).toHaveURL(/\/console\/(content\/)?$/);
  const console_ = page.getByRole("navigation", { name: "Console" });
  if (!/\/console\/content\/$/.test(page.url())) await console_.getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
}

test("the console and Special Offers agree on which offers are running (the site's today, the dealer's calendar), and the console writes ends as people do", async ({
  page,
}, info) => {
  const editor = `editor.${uniqueName(info.project.name)}@bayside.example`.toLowerCase();
  await inviteStaff(BAYSIDE, editor, "editor");
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl(BAYSIDE, "/special-offers"));
  const onSite = new Set((await page.locator(".offer-card__title").allTextContents()).map((title) => title.trim()));
  expect(onSite.size).toBeGreaterThan(0);

  await page.goto(siteUrl(BAYSIDE, `/console/sign-in#token=${await staffSignInToken(BAYSIDE, editor)}`));
  // An editor lands on its first allowed screen, Content.
  await expect(page).toHaveURL(/\/console\/content\/$/);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  const offers = page.getByRole("list", { name: "Offers", exact: true });
  await expect(offers.getByRole("listitem").first()).toBeVisible();
  const rows = await offers.getByRole("listitem").evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector("strong")?.textContent?.trim() ?? "",
      line: item.querySelector("p")?.textContent ?? "",
    })),
  );
  const running = new Set(rows.filter((row) => !/· ended/.test(row.line)).map((row) => row.title));
  // Every offer of the dealer's feed is running in both or in neither.
  const feed = JSON.parse(readFileSync(`tenants/${BAYSIDE}/feed/offers.json`, "utf8")) as { title: string }[];
  for (const { title } of feed)
    expect(running.has(title), `"${title}" on the site: ${onSite.has(title)}`).toBe(onSite.has(title));
  // Ends as people write them: "ends 15 December 2026", never "2026-12-15".
  for (const { line } of rows) expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(rows.some((row) => /· ends (today|\d{1,2} [A-Z][a-z]+ \d{4})$/.test(row.line))).toBe(true);
});

test("an editor leaving a page with unsaved text is asked first, and staying keeps the text", async ({
  page,
}, info) => {
  const editor = `editor.${uniqueName(info.project.name)}@bayside.example`.toLowerCase();
  await inviteStaff(BAYSIDE, editor, "editor");
  await page.setViewportSize(PHONE);
  await signInToContent(page, editor);
  const form = page.getByRole("form", { name: "Edit a page" });
  const text = form.getByRole("textbox", { name: /Text, in Markdown/ });
  await expect(text).toBeVisible();
  // Typed as an editor types (a real key press is what lets the browser ask before leaving).
  const typed = `A line not saved yet ${Date.now().toString(36)}`;
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(` ${typed}`);
  await expect(form).toContainText("Not saved yet");

  // Another page in the same form: asked first; staying keeps the text.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const choice = form.getByRole("combobox", { name: "Page" });
  const before = await choice.inputValue();
  await choice.selectOption({ index: 1 });
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^confirm: Your changes to the .+ page are not saved/);
  await expect(choice).toHaveValue(before);
  await expect(text).toHaveValue(new RegExp(typed));

  // Leaving the screen by the console's menu: the browser asks; staying keeps the text.
  page.once("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  await expect.poll(() => asked.at(-1)).toBe("beforeunload");
  await expect(page).toHaveURL(/\/console\/content\/$/);
  await expect(text).toHaveValue(new RegExp(typed));
});

test("an editor ends an offer and adds holiday hours, publishes, and the site shows both once rebuilt and after the next nightly", async ({
  page,
}, info) => {
  test.setTimeout(480_000);
  const editor = `editor.${uniqueName(info.project.name)}@bayside.example`.toLowerCase();
  await inviteStaff(BAYSIDE, editor, "editor");
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl(BAYSIDE, `/console/sign-in#token=${await staffSignInToken(BAYSIDE, editor)}`));
  // An editor lands on its first allowed screen, Content.
  await expect(page).toHaveURL(/\/console\/content\/$/);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();

  // End the first offer running, by keyboard.
  const offers = page.getByRole("list", { name: "Offers", exact: true });
  const end = offers.getByRole("button", { name: /^End "/ }).first();
  const title = ((await end.textContent()) ?? "").replace(/^End "/, "").replace(/"$/, "");
  await end.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`"${title}" ends. Saved in the draft`);

  // A staff training day, closed.
  await page.getByLabel("Date").fill(DAY);
  await page.getByRole("textbox", { name: "What the day is" }).fill("Staff training day");
  await page.getByRole("button", { name: "Add to draft" }).click();
  await expect(page.getByRole("status")).toContainText("Staff training day added.");
  const preview = page.getByRole("region", { name: "Preview: what publishing changes" });
  await expect(preview).toContainText(`Special offers no longer shows "${title}"`);
  await expect(preview).toContainText("Monday 23 November 2026 (Staff training day): Closed");
  const scan = await new AxeBuilder({ page }).include("main").analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // Publish: the console says when the rebuilt site carries it.
  await page.getByRole("button", { name: "Publish changes" }).click();
  const published = page.getByRole("status").filter({ hasText: /^Published version \d+/ });
  await expect(published).toBeVisible();
  const version = Number(/version (\d+)/.exec((await published.textContent()) ?? "")![1]);
  await expect(page.getByRole("status")).toHaveText(`Version ${version} is live on the site.`, { timeout: 180_000 });

  try {
    const shopper = await page.context().newPage();
    await shopper.goto(siteUrl(BAYSIDE, "/special-offers"));
    await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(shopper.getByText(title, { exact: true })).toHaveCount(0);
    // A closure this week shows in the week's own hours, not only behind "Holiday hours".
    await shopper.goto(siteUrl(BAYSIDE, "/locations/moorabbin"));
    const monday = shopper.getByRole("table", { name: "Sales opening hours" }).getByRole("row", { name: /^Monday/ });
    await expect(monday).toBeVisible();
    await expect(monday).toContainText("Closed on Mon 23 Nov (Staff training day)");
    // Nothing before the site's today, in the week or after it.
    const dates = await shopper
      .locator(".department [data-date]")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-date") ?? ""));
    expect(dates.filter((date) => date < "2026-11-20")).toEqual([]);
    await shopper.close();

    // The next nightly builds from the files and the content journal, and keeps both (built aside
    // here, so the site under test is not swapped beneath the other specs). It starts from a linked
    // copy of the live site, as the nightly does on the real one: the pages whose inputs (the
    // journal's content among them) match their cache keys are reused, the rest rendered.
    mkdirSync(".build", { recursive: true });
    const dist = mkdtempSync(join(".build", "nightly-content-"));
    execFileSync("cp", ["-al", join("dist", BAYSIDE), join(dist, BAYSIDE)]);
    try {
      // Niced: a whole build beside the other specs must not starve them.
      try {
        execFileSync("nice", ["-n", "10", process.execPath, "scripts/nightly.ts", BAYSIDE, "--force", "--dist", dist], {
          stdio: "pipe",
          timeout: 240_000,
        });
      } catch (error) {
        // The nightly's own lines say why (its report line per dealer goes to stdout).
        throw new Error(
          `the nightly failed:\n${(error as { stdout?: Buffer }).stdout ?? ""}${(error as Error).message}`,
        );
      }
      const built = (path: string) => readFileSync(join(dist, BAYSIDE, path), "utf8");
      expect(JSON.parse(built("content-version.json")).version).toBe(version);
      expect(built("locations/moorabbin/index.html")).toContain("Staff training day");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  } finally {
    // Put it back: keep the offer running, remove the day, publish again.
    await page.getByRole("button", { name: `Keep "${title}" running` }).click();
    await expect(page.getByRole("status")).toContainText("keeps running");
    await page.getByRole("button", { name: "Remove Staff training day at Bayside Ford" }).click();
    await expect(page.getByRole("status")).toContainText("Staff training day removed.");
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByRole("status")).toHaveText(`Version ${version + 1} is live on the site.`, {
      timeout: 180_000,
    });
  }
});

test("an editor writes a new offer with a photo from the phone, turns on the service banner, puts a photo on the home page, rewrites a page and comments on a car; the site shows them once rebuilt", async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const editor = `writer.${uniqueName(info.project.name)}@bayside.example`.toLowerCase();
  await inviteStaff(BAYSIDE, editor, "editor");
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl(BAYSIDE, `/console/sign-in#token=${await staffSignInToken(BAYSIDE, editor)}`));
  // An editor lands on its first allowed screen, Content.
  await expect(page).toHaveURL(/\/console\/content\/$/);
  await page.goto(siteUrl(BAYSIDE, "/console/content/"));
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  const liveBefore = Number(
    /Live: version (\d+)/.exec((await page.getByText(/^Live: version/).textContent()) ?? "")![1],
  );

  // A new offer, with a photo as big as a phone's camera makes (shrunk in the browser before upload).
  const title = `Summer service special ${uniqueName(info.project.name)}`;
  await page.getByRole("button", { name: "New offer" }).click();
  const form = page.getByRole("form", { name: "New offer" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("A logbook service with a free wash and a loan car.");
  await form.getByLabel("Last day").fill("2027-01-31");
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 0, g: 52, b: 120 },
      noise: { type: "gaussian", mean: 100, sigma: 20 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024); // over the upload limit: the browser shrinks it
  await form
    .getByLabel(/^Add the offer's photo/)
    .setInputFiles({ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: photo });
  const preview = form.getByRole("img", { name: "Chosen: the offer's photo" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await form.getByRole("button", { name: "Save offer to draft" }).click();
  await expect(page.getByRole("status")).toContainText(`"${title}" is written.`);

  // The service banner, on, with the dealer's words.
  const banner = "Closed Boxing Day: book your service for the 27th";
  await page.getByLabel("Show the service banner above every page").check();
  await page.getByLabel("Banner text").fill(banner);
  // And a photo of the yard for the home page.
  await page.getByLabel(/^Change the home page photo/).setInputFiles({
    name: "yard.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 2000, height: 900, channels: 3, background: { r: 200, g: 120, b: 0 } } })
      .jpeg()
      .toBuffer(),
  });
  await expect(page.getByRole("img", { name: "Chosen: the home page photo" })).toHaveAttribute(
    "src",
    /url=%2Fapi%2Fcontent%2Fimages%2F/,
  );
  await page.getByRole("button", { name: "Save banner and heading to draft" }).click();
  await expect(page.getByRole("status")).toContainText("The banner and heading are set.");

  // Comments on a car, found by its stock number.
  const car = pricedCar(BAYSIDE) as ReturnType<typeof pricedCar> & { stocknum?: string };
  await page.getByLabel("Stock number, rego, VIN or name").fill(car.stocknum ?? car.name);
  await page.getByRole("button", { name: "Find the car" }).click();
  const chooser = page.getByRole("list", { name: "Cars found" });
  if (await chooser.isVisible()) await chooser.getByRole("button").first().click();
  await page.getByRole("textbox", { name: /^Comments on / }).fill("One owner, full Ford service history.");
  await page.getByRole("button", { name: "Save comments to draft" }).click();
  await expect(page.getByRole("status")).toContainText("are written.");

  // The warranty page rewritten in Markdown, seen rendered before it is saved.
  const pages = page.getByRole("form", { name: "Edit a page" });
  await pages.getByLabel("Page", { exact: true }).selectOption("warranty");
  await pages.getByLabel(/^Text, in Markdown/).fill("## Five years of cover\n\nEvery new Ford, *any* kilometres.");
  await expect(
    page
      .getByRole("region", { name: /^How the .* page will look$/ })
      .getByRole("heading", { name: "Five years of cover" }),
  ).toBeVisible();
  await pages.getByRole("button", { name: "Save page to draft" }).click();
  await expect(page.getByRole("status")).toContainText("page is saved.");

  const changes = page.getByRole("region", { name: "Preview: what publishing changes" });
  await expect(changes).toContainText(`Special offers shows "${title}" until Sunday 31 January 2027, with its photo.`);
  await expect(changes).toContainText(`Every page shows the banner "${banner}"`);
  const scan = await new AxeBuilder({ page }).include("main").analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByRole("status")).toHaveText(`Version ${liveBefore + 1} is live on the site.`, {
    timeout: 180_000,
  });
  try {
    const shopper = await page.context().newPage();
    await shopper.goto(siteUrl(BAYSIDE, "/special-offers"));
    const card = shopper.getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    // The photo comes through the image CDN, resized: not the 4000-pixel original.
    const image = card.locator("img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute("src")).toMatch(/^\/\.netlify\/images\?url=%2Fapi%2Fcontent%2Fimages%2F/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(640);
    await expect(shopper.getByRole("region", { name: "Service announcement" })).toContainText(banner);
    await shopper.goto(siteUrl(BAYSIDE, "/"));
    expect(await shopper.locator(".hero").getAttribute("style")).toMatch(
      /--hero-image: url\('\/\.netlify\/images\?url=%2Fapi%2Fcontent%2Fimages%2F[0-9a-f]{32}\.jpg&w=1600/,
    );
    await shopper.goto(siteUrl(BAYSIDE, "/warranty"));
    await expect(shopper.getByRole("heading", { level: 2, name: "Five years of cover" })).toBeVisible();
    await shopper.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
    await expect(shopper.getByText("One owner, full Ford service history.")).toBeVisible();
    await shopper.close();
  } finally {
    // Put the site back as it was: the offer, the page and the comments dropped, the banner and hero the files'.
    await page.getByRole("button", { name: `Remove "${title}"` }).click();
    await expect(page.getByRole("status")).toContainText(`"${title}" removed.`);
    await page.getByRole("button", { name: /^Remove comments on / }).click();
    await expect(page.getByRole("status")).toContainText("removed.");
    await pages.getByLabel("Page", { exact: true }).selectOption("warranty");
    await pages.getByRole("button", { name: "Undo changes to this page" }).click();
    await expect(page.getByRole("status")).toContainText("back as the files have it");
    await page.getByRole("button", { name: "Undo changes to the banner and heading" }).click();
    await expect(page.getByRole("status")).toContainText("The banner and heading are back as the files have them.");
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByRole("status")).toHaveText(`Version ${liveBefore + 2} is live on the site.`, {
      timeout: 180_000,
    });
  }
});

test("the preview lists only what differs from the live site, and Restore shows what it changes before it publishes", async ({
  page,
}, info) => {
  test.setTimeout(480_000);
  const editor = `editor.${uniqueName(info.project.name)}@bayside.example`.toLowerCase();
  await inviteStaff(BAYSIDE, editor, "editor");
  await page.setViewportSize(PHONE);
  await signInToContent(page, editor);
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  const addDay = async (date: string, label: string) => {
    await page.getByLabel("Date").fill(date);
    await page.getByRole("textbox", { name: "What the day is" }).fill(label);
    await page.getByRole("button", { name: "Add to draft" }).click();
    await expect(page.getByRole("status")).toContainText(`${label} added.`);
  };
  const publishAndWait = async () => {
    await page.getByRole("button", { name: "Publish changes" }).click();
    const published = page.getByRole("status").filter({ hasText: /^Published version \d+/ });
    await expect(published).toBeVisible();
    const version = Number(/version (\d+)/.exec((await published.textContent()) ?? "")![1]);
    await expect(page.getByRole("status")).toHaveText(`Version ${version} is live on the site.`, { timeout: 180_000 });
    return version;
  };

  // One change published, then one more in the draft: the preview names the one, not both.
  await addDay("2027-03-01", "Stocktake A");
  const live = await publishAndWait();
  try {
    await addDay("2027-03-02", "Stocktake B");
    const preview = page.getByRole("list", { name: "What publishing changes on the site" });
    await expect(preview.getByRole("listitem")).toHaveCount(1);
    await expect(preview).toContainText("Tuesday 2 March 2027 (Stocktake B)");

    // Restore asks first, showing what it would change on the live site; Cancel publishes nothing.
    const versions = page.getByRole("list", { name: "Published versions" });
    await versions.getByRole("button", { name: `Restore version ${live - 1}`, exact: true }).click();
    const shown = page.getByRole("heading", { name: `Restore version ${live - 1}: what it changes on the site` });
    await expect(shown).toBeFocused();
    await expect(page.locator(".content-restore")).toContainText("no longer shows Monday 1 March 2027 (Stocktake A)");
    await page.locator(".content-restore").getByRole("button", { name: "Cancel" }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByText(/^Live: version/)).toHaveText(new RegExp(`^Live: version ${live}\\b`));
    await expect(versions.getByText(`Version ${live + 1}`)).toHaveCount(0);
  } finally {
    // Put it back: both days out, published.
    for (const label of ["Stocktake B", "Stocktake A"]) {
      const remove = page.getByRole("button", { name: new RegExp(`^Remove ${label} at `) });
      if (await remove.count()) {
        await remove.click();
        await expect(page.getByRole("status")).toContainText(`${label} removed.`);
      }
    }
    await publishAndWait();
  }
});

test("closing a day that has a booking lists the booking in the preview before anything is published", async ({
  page,
  browser,
}, info) => {
  // A shopper books a service at Moorabbin, in a browser of their own.
  const shopper = await browser.newPage();
  await shopper.goto(siteUrl(BAYSIDE, "/service"));
  const lastName = uniqueName(info.project.name);
  const booked = await shopper.evaluate(
    async ({ lastName }) => {
      const free = (await (await fetch("/api/appointments/slots?kind=service&location_id=201")).json()) as {
        slots: { date: string; time: string; starts_at: string }[];
      };
      const slot = free.slots.at(-2)!; // clear of the booking spec's furthest time
      const response = await fetch("/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          kind: "service",
          location_id: "201",
          starts_at: slot.starts_at,
          first_name: "Robin",
          last_name: lastName,
          email: `${lastName.toLowerCase()}@example.com`,
          phone: `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
          service_type: "General service",
        }),
      });
      return {
        status: response.status,
        slot,
        token: ((await response.json()) as { manage_token?: string }).manage_token,
      };
    },
    { lastName },
  );
  expect(booked.status).toBe(201);
  try {
    const editor = `editor.${lastName}@bayside.example`.toLowerCase();
    await inviteStaff(BAYSIDE, editor, "editor");
    await page.setViewportSize(PHONE);
    await signInToContent(page, editor);
    const form = page.getByRole("form", { name: "Add a day" });
    await form.getByRole("combobox", { name: "Location" }).selectOption("201");
    await form.getByLabel("Date").fill(booked.slot.date);
    await form.getByRole("textbox", { name: "What the day is" }).fill("Flood clean-up");
    await form.getByRole("button", { name: "Add to draft" }).click();
    await expect(page.getByRole("status")).toContainText("Flood clean-up added.");
    const note = page.getByRole("note");
    await expect(note).toContainText("1 booking falls outside the new hours:");
    await expect(note).toContainText(`Service at `);
    await expect(note).toContainText(longDay(booked.slot.date));
    // Taken out of the draft again: nothing published, nothing listed.
    await page.getByRole("button", { name: /^Remove Flood clean-up at / }).click();
    await expect(page.getByRole("status")).toContainText("Flood clean-up removed.");
    await expect(page.getByRole("note")).toHaveCount(0);
  } finally {
    // The shopper cancels it again, by their link's token, so the bay is free for other runs.
    await shopper.evaluate(
      (token) =>
        fetch("/api/appointments/cancel", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ token }),
        }),
      booked.token,
    );
    await shopper.close();
  }
});
