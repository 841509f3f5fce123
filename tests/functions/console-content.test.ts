import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import slotsFn from "../../functions/appointments-slots.ts";
import bookFn from "../../functions/appointments.ts";
import auditFn from "../../functions/console-audit.ts";
import contentFn from "../../functions/console-content.ts";
import draftFn from "../../functions/console-content-draft.ts";
import imageUploadFn from "../../functions/console-content-images.ts";
import imageFn from "../../functions/content-images.ts";
import publishFn from "../../functions/console-content-publish.ts";
import restoreFn from "../../functions/console-content-restore.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { contentVersions } from "../../functions/_shared/platform/db/schema.ts";
import { writeContentJournal } from "../../functions/_shared/rebuilds/content-journal.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { clearTenantCache, forgetTenant } from "../../functions/_shared/platform/tenant.ts";
import { readContentJournal } from "#lib/content/content-journal.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

/**
 * Editors change the site's content in the console — an offer ended early, holiday hours —
 * as a draft, published as a version the functions apply at once and every build reads from the
 * content journal; any version can be restored. On a copy of booking-yard with two offers added.
 */
useFunctionEnv();
const tenantsDir = mkdtempSync(join(tmpdir(), "forecourt-content-tenants-"));
for (const slug of ["booking-yard", "two-yards"])
  cpSync(resolve(`tests/fixtures/function-tenants/${slug}`), join(tenantsDir, slug), { recursive: true });
const TENANT = "booking-yard";
const far = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
writeFileSync(
  join(tenantsDir, TENANT, "feed", "offers.json"),
  JSON.stringify([
    { id: "9001", title: "Free tint with any CX-5", ends_at: far, location_ids: ["31"] },
    { id: "9002", title: "Service special: $199 logbook", location_ids: ["31"] },
  ]),
);
process.env.TENANTS_DIR = tenantsDir;
clearTenantCache();
const buildDir = mkdtempSync(join(tmpdir(), "forecourt-content-build-"));
afterAll(() => {
  rmSync(tenantsDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

const asStaff = (cookie: string, slug = TENANT) => ({ slug, cookie, headers: { origin: consoleOrigin(slug) } });
type State = {
  draft: { endedOffers: Record<string, string>; hours: { date: string }[] };
  unpublished: boolean;
  live: { version: number };
  versions: { version: number; restored_from: number | null; changes: number }[];
  offers: { id: string }[];
  pages: { slug: string; title: string; markdown: string; source: string }[];
};
const state = async (cookie: string) => (await call(contentFn, "/api/console/content", asStaff(cookie))).json as State;
const serviceSlotDays = async () =>
  new Set(
    (
      await call(slotsFn, "/api/appointments/slots", { slug: TENANT, query: { kind: "service", location_id: "31" } })
    ).json.slots.map((slot: { date: string }) => slot.date),
  );

forEachDatabase("editors' content in the console", () => {
  let editor = "";
  beforeAll(async () => {
    clearTenantCache(); // the other database's published content must not linger in the feed cache
    editor = await signedInStaff(newStaffEmail("editor"), "editor", TENANT);
  });

  it("an editor ends an offer and adds holiday hours as a draft, publishes, and the functions and the next build carry it", async () => {
    const before = await state(editor);
    expect(before.offers.map((offer) => offer.id)).toEqual(expect.arrayContaining(["9001", "9002"]));
    const [closing] = [...(await serviceSlotDays())].sort();
    const draft = {
      endedOffers: { ...before.draft.endedOffers, "9001": new Date().toISOString() },
      hours: [
        ...before.draft.hours,
        { location_id: "31", date: closing, label: "Staff training day", closed: true, departments: ["service"] },
      ],
    };
    const saved = await call(draftFn, "/api/console/content/draft", { ...asStaff(editor), body: { edits: draft } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.unpublished).toBe(true);
    // A draft changes nothing yet: the yard still takes bookings that day.
    expect(await serviceSlotDays()).toContain(closing);

    const published = await call(publishFn, "/api/console/content/publish", { ...asStaff(editor), body: {} });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(published.json).toMatchObject({ published: before.live.version + 1, unpublished: false });
    // The functions apply it at once: no service slots that day, and the offer has ended.
    expect(await serviceSlotDays()).not.toContain(closing);
    const ended = published.json.offers.find((offer: { id: string }) => offer.id === "9001");
    expect(Date.parse(ended.ends_at)).toBeLessThanOrEqual(Date.now()); // listed as ended, to run again

    // The build reads it from the content journal, written before each build (rebuild, nightly).
    const journal = await writeContentJournal(TENANT, buildDir);
    expect(journal.version).toBe(published.json.published);
    const read = await readContentJournal(TENANT, buildDir);
    expect(read?.edits.hours.map((edit) => edit.date)).toContain(closing);
    expect(Object.keys(read!.edits.endedOffers)).toContain("9001");

    // Nothing left to publish; the publish is audited with its version.
    const again = await call(publishFn, "/api/console/content/publish", { ...asStaff(editor), body: {} });
    expect(again.status).toBe(409);
    const owner = await signedInStaff(newStaffEmail("owner"), "owner", TENANT);
    const audit = (await call(auditFn, "/api/console/audit", asStaff(owner))).json.entries as {
      action: string;
      subject: string;
    }[];
    expect(audit.find((entry) => entry.action === "content.publish")?.subject).toBe(
      `version ${published.json.published}`,
    );
  });

  it("a draft closing a day that has a booking lists the booking in the preview, and a draft that does not, none", async () => {
    const before = await state(editor);
    const [slot] = (
      await call(slotsFn, "/api/appointments/slots", { slug: TENANT, query: { kind: "service", location_id: "31" } })
    ).json.slots as { date: string; starts_at: string }[];
    const booked = await call(bookFn, "/api/appointments", {
      slug: TENANT,
      ip: "198.51.100.252",
      body: {
        kind: "service",
        starts_at: slot!.starts_at,
        rego: "ABC123",
        odometer: 48_000,
        service_type: "Logbook",
        first_name: "Ada",
        last_name: "Closedday",
        email: `ada.closedday.${Date.now()}@example.com`,
        phone: "0457999252",
        location_id: "31",
      },
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const closing = { location_id: "31", date: slot!.date, label: "Flood clean-up", closed: true };
    const saved = await call(draftFn, "/api/console/content/draft", {
      ...asStaff(editor),
      body: { edits: { ...before.draft, hours: [...before.draft.hours, closing] } },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.affected_bookings).toContainEqual(
      expect.objectContaining({ kind: "service", date: slot!.date, time: expect.stringMatching(/^\d\d:\d\d$/) }),
    );
    // A day that takes nobody's booking lists none; the draft is put back as it was.
    const back = await call(draftFn, "/api/console/content/draft", {
      ...asStaff(editor),
      body: { edits: before.draft },
    });
    expect(back.json.affected_bookings).toEqual([]);
  });

  it("a version can be restored, and the history is kept", async () => {
    const first = await state(editor);
    const [day] = [...(await serviceSlotDays())].sort();
    const closeDay = {
      endedOffers: first.draft.endedOffers,
      hours: [...first.draft.hours, { location_id: "31", date: day, label: "Stocktake", closed: true }],
    };
    await call(draftFn, "/api/console/content/draft", { ...asStaff(editor), body: { edits: closeDay } });
    const withDay = await call(publishFn, "/api/console/content/publish", { ...asStaff(editor), body: {} });
    expect(await serviceSlotDays()).not.toContain(day);
    const restored = await call(restoreFn, "/api/console/content/restore", {
      ...asStaff(editor),
      body: { version: first.live.version },
    });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(restored.json.published).toBe(withDay.json.published + 1);
    expect(restored.json.versions.slice(0, 3).map((v: { version: number }) => v.version)).toEqual([
      withDay.json.published + 1,
      withDay.json.published,
      first.live.version,
    ]);
    expect(restored.json.versions[0].restored_from).toBe(first.live.version);
    expect(await serviceSlotDays()).toContain(day);
    expect(
      (await call(restoreFn, "/api/console/content/restore", { ...asStaff(editor), body: { version: 99999 } })).status,
    ).toBe(404);
  });

  it("sales may not edit content; an unknown offer or another dealer's location is refused and nothing is saved", async () => {
    const sales = await signedInStaff(newStaffEmail("sales"), "sales", TENANT);
    expect((await call(contentFn, "/api/console/content", asStaff(sales))).status).toBe(403);
    const empty = { endedOffers: {}, hours: [] };
    expect((await call(publishFn, "/api/console/content/publish", { ...asStaff(sales), body: {} })).status).toBe(403);
    const before = await state(editor);
    for (const edits of [
      { ...empty, endedOffers: { "no-such-offer": new Date().toISOString() } },
      { ...empty, hours: [{ location_id: "21", date: "2026-12-26", label: "Boxing Day", closed: true }] },
    ]) {
      const refused = await call(draftFn, "/api/console/content/draft", { ...asStaff(editor), body: { edits } });
      expect(refused.status).toBe(422);
    }
    const bad = await call(draftFn, "/api/console/content/draft", {
      ...asStaff(editor),
      body: { edits: { ...empty, hours: [{ location_id: "31", date: "2026-12-26", label: "X", closed: false }] } },
    });
    expect(bad.status).toBe(400);
    expect((await state(editor)).draft).toEqual(before.draft);
    // Another dealer's editor edits their own dealer's content only: the host decides.
    const theirs = await signedInStaff(newStaffEmail("editor"), "editor", "two-yards");
    const elsewhere = await call(draftFn, "/api/console/content/draft", {
      ...asStaff(theirs, "two-yards"),
      body: { edits: { ...empty, hours: [{ location_id: "31", date: "2026-12-26", label: "X", closed: true }] } },
    });
    expect(elsewhere.status).toBe(422);
    expect((await state(editor)).draft).toEqual(before.draft);
  });

  it("an editor uploads a photo, writes a new offer with it and comments on a car; once published the functions carry both", async () => {
    // A 1×1 PNG, as a phone's file picker would send a photo.
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const uploaded = await call(imageUploadFn, "/api/console/content/images", {
      ...asStaff(editor),
      body: { data: png },
    });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const url: string = uploaded.json.url;
    expect(url).toMatch(/^\/api\/content\/images\/[0-9a-f]{32}\.png$/);
    const served = await call(imageFn, url, { slug: TENANT });
    expect(served.status).toBe(200);
    expect(served.response.headers.get("content-type")).toBe("image/png");
    expect(served.response.headers.get("cache-control")).toContain("immutable");
    // Another dealer's site does not serve it.
    expect((await call(imageFn, url, { slug: "two-yards" })).status).toBe(404);

    const before = await state(editor);
    const edits = {
      ...before.draft,
      offers: { "console-a1b2c3d4e5": { title: "Free first service", image: url, ends_on: far } },
      carComments: { "801": "One owner.\nNew tyres <fitted>." },
      pages: { warranty: { title: "Our warranty", markdown: "## Five years\n\nOn every new car we sell." } },
    };
    // Before: the warranty page is the generated default (the fixture has no file for it), as Markdown to start from.
    const warranty = before.pages.find((page) => page.slug === "warranty");
    expect(warranty).toMatchObject({ source: "default" });
    expect(warranty?.markdown).toMatch(/\S/);
    const saved = await call(draftFn, "/api/console/content/draft", { ...asStaff(editor), body: { edits } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.offers.map((offer: { title: string }) => offer.title)).toContain("Free first service");
    expect(saved.json.commented_cars.map((car: { id: string }) => car.id)).toEqual(["801"]);
    expect(saved.json.pages.find((page: { slug: string }) => page.slug === "warranty")).toMatchObject({
      title: "Our warranty",
      source: "console",
    });
    expect((await call(publishFn, "/api/console/content/publish", { ...asStaff(editor), body: {} })).status).toBe(200);

    forgetTenant(TENANT);
    const tenant = await loadPublishedTenant(TENANT);
    const made = (await tenant.feed("offers")).find((offer) => offer.id === "console-a1b2c3d4e5");
    expect(made).toMatchObject({ title: "Free first service", image: url });
    expect((await tenant.car("801"))?.dealercomments).toBe("<p>One owner.<br>New tyres &lt;fitted&gt;.</p>");
    // The build reads the page from the content journal.
    const journal = await writeContentJournal(TENANT, buildDir);
    expect(journal.edits.pages.warranty?.title).toBe("Our warranty");
  });

  it("a file that is not a photo, a photo path not uploaded here, an unknown car and a made-up offer id are refused", async () => {
    const text = Buffer.from("<svg onload=alert(1)>").toString("base64");
    const refused = await call(imageUploadFn, "/api/console/content/images", {
      ...asStaff(editor),
      body: { data: text },
    });
    expect(refused.status).toBe(415);
    expect(refused.json.error.message).toBe("Please choose a JPEG, PNG or WebP photo.");
    // A PNG over 4 MB: told so (the console shrinks a photo before sending it).
    const big = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await call(imageUploadFn, "/api/console/content/images", {
      ...asStaff(editor),
      body: { data: big.toString("base64") },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.error.message).toBe("Please choose a photo under 4 MB.");
    const sales = await signedInStaff(newStaffEmail("sales"), "sales", TENANT);
    expect(
      (await call(imageUploadFn, "/api/console/content/images", { ...asStaff(sales), body: { data: text } })).status,
    ).toBe(403);

    const before = await state(editor);
    for (const edits of [
      { ...before.draft, offers: { "console-zz99zz99zz": { title: "Hot link", image: "https://evil.example/x.jpg" } } },
      // Shaped like an upload, but not in this dealer's store (another dealer's, or made up).
      {
        ...before.draft,
        offers: { "console-zz99zz99zy": { title: "Theirs", image: `/api/content/images/${"f".repeat(32)}.jpg` } },
      },
      { ...before.draft, offers: { "5001": { title: "Not ours" } } },
      { ...before.draft, carComments: { "no-such-car": "Lovely" } },
    ]) {
      const answer = await call(draftFn, "/api/console/content/draft", { ...asStaff(editor), body: { edits } });
      expect(answer.status, JSON.stringify(edits)).toBe(422);
    }
    expect((await state(editor)).draft).toEqual(before.draft);
  });

  it("two editors publishing at the same moment get the next two versions, neither a failure", async () => {
    const other = await signedInStaff(newStaffEmail("editor"), "editor", TENANT);
    const before = await state(editor);
    const publishWith = async (who: string, label: string) => {
      const edits = { ...before.draft, hours: [{ location_id: "31", date: "2027-03-01", label, closed: true }] };
      await call(draftFn, "/api/console/content/draft", { ...asStaff(who), body: { edits } });
      return call(publishFn, "/api/console/content/publish", { ...asStaff(who), body: {} });
    };
    // One draft per dealer: the second save replaces the first; both then publish at once.
    await publishWith(editor, "Labour Day");
    const edits = {
      ...before.draft,
      hours: [{ location_id: "31", date: "2027-03-02", label: "Stocktake", closed: true }],
    };
    await call(draftFn, "/api/console/content/draft", { ...asStaff(other), body: { edits } });
    const answers = await Promise.all([
      call(publishFn, "/api/console/content/publish", { ...asStaff(editor), body: {} }),
      call(publishFn, "/api/console/content/publish", { ...asStaff(other), body: {} }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The one that finds the draft already published is told there is nothing to publish; none is a 500.
    expect(
      statuses.every((status) => status === 200 || status === 409),
      JSON.stringify(statuses),
    ).toBe(true);
    const versions = (await state(editor)).versions.map((version) => version.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it("a version published before offers, pages and comments could be edited still lists and restores", async () => {
    const live = (await state(editor)).live.version;
    // As an earlier release stored it: ended offers and hours only.
    await (await getDb()).insert(contentVersions).values({
      tenant: TENANT,
      version: live + 1,
      edits: {
        endedOffers: {},
        hours: [{ location_id: "31", date: "2027-04-05", label: "Easter", closed: true }],
      } as never, // the shape of then, not of now
      publishedBy: "editor@earlier.example",
    });
    const listed = await state(editor);
    // Its changes are counted against the version before it: Easter added, and whatever else it drops.
    expect(listed.versions[0]).toMatchObject({ version: live + 1 });
    expect(listed.versions[0]!.changes).toBeGreaterThanOrEqual(1);
    const restored = await call(restoreFn, "/api/console/content/restore", {
      ...asStaff(editor),
      body: { version: live },
    });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
  });
});
