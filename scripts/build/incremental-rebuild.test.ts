import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { buildScratch } from "../../tests/support/build-scratch.ts";
import { buildTenant } from "./run-tenant.ts";

// A rebuild renders the pages a change touches and copies the rest from the last build
// (Astro's incremental build, keyed by src/data/page-cache-key.ts). Real builds of the small
// fixture dealer, grown to three cars: two alike in price (each the other's similar car) and one
// far dearer (similar to neither).
describe("a rebuild after a change", () => {
  it("re-renders a repriced car and the cars that suggest it, copies the others, and re-renders all when the site changes", async () => {
    const root = await buildScratch("forecourt-incremental-");
    const tenantsDir = join(root, "tenants");
    await cp("tests/fixtures/tenants/mini-motors", join(tenantsDir, "mini-motors"), { recursive: true });
    const carsFile = join(tenantsDir, "mini-motors/feed/cars.json");
    const [cx5, ...others] = JSON.parse(await readFile(carsFile, "utf8")) as Record<string, unknown>[];
    const alike = { ...cx5, id: 201, slug: "2023-mazda-cx-5-touring-201", badge: "Touring", price: 38_500 };
    const dearer = { ...cx5, id: 301, slug: "2024-mazda-cx-90-azami-301", model: "CX-90", price: 150_000 };
    const writeCars = (first: Record<string, unknown>) =>
      writeFile(carsFile, JSON.stringify([first, alike, dearer, ...others]));
    await writeCars(cx5!);

    const outDir = join(root, "dist/mini-motors");
    const build = async () => {
      const result = await buildTenant("mini-motors", { tenantsDir, outDir, buildDir: join(root, ".build") });
      expect(result.error).toBeUndefined();
      const log = stripVTControlCharacters(await readFile(result.logFile, "utf8"));
      // Astro lists each file it writes, marking the ones it copied from the last build.
      const copied = (path: string) => new RegExp(`─ ${path.replaceAll("/", "\\/")} \\((restored|cached)\\)`).test(log);
      return { copied };
    };
    const page = (slug: string) => readFile(join(outDir, "cars", slug, "index.html"), "utf8");
    // A car's data file is written anew by every build, from what its page's key covers.
    const data = (slug: string) => readFile(join(outDir, "cars", slug, "car.json"), "utf8");

    const first = await build();
    expect(first.copied(`/cars/${dearer.slug}/index.html`)).toBe(false);
    const dearerPage = await page(dearer.slug);
    const dearerData = await data(dearer.slug);
    expect(await page(alike.slug)).toContain(`/cars/${cx5!.slug}`); // the CX-5 is the Touring's similar car

    // Nothing changed: every car's pages are copied, byte for byte.
    const unchanged = await build();
    for (const slug of [cx5!.slug, alike.slug, dearer.slug]) {
      expect(unchanged.copied(`/cars/${slug}/index.html`)).toBe(true);
    }
    expect(await page(dearer.slug)).toBe(dearerPage);
    expect(await data(dearer.slug)).toBe(dearerData);

    // The CX-5's price drops: its pages and the Touring's (which suggests it, with its price) are
    // rendered again; the CX-90's are copied; the listings are always rendered.
    await writeCars({ ...cx5, price: "$35,990" });
    const drop = await build();
    expect(drop.copied(`/cars/${cx5!.slug}/index.html`)).toBe(false);
    expect(await page(cx5!.slug as string)).toContain("$35,990");
    expect(await data(cx5!.slug as string)).toContain("$35,990");
    expect(drop.copied(`/cars/${alike.slug}/index.html`)).toBe(false);
    expect(await page(alike.slug)).toContain("$35,990");
    expect(drop.copied(`/cars/${dearer.slug}/index.html`)).toBe(true);
    expect(await page(dearer.slug)).toBe(dearerPage);
    expect(await data(dearer.slug)).toBe(dearerData);
    expect(drop.copied("/search/used-cars/index.html")).toBe(false);

    // The yard is renamed: every car page shows the site around it, so all are rendered again.
    const locationsFile = join(tenantsDir, "mini-motors/feed/locations.json");
    await writeFile(
      locationsFile,
      (await readFile(locationsFile, "utf8")).replace("Mini Motors Parramatta", "Mini Motors Westmead"),
    );
    const renamed = await build();
    expect(renamed.copied(`/cars/${dearer.slug}/index.html`)).toBe(false);
    expect(await page(dearer.slug)).toContain("Mini Motors Westmead");
    expect(await data(dearer.slug)).toContain("Mini Motors Westmead");
  }, 600_000);
});
