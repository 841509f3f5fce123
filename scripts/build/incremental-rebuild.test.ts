import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildScratch } from "../../tests/support/build-scratch.ts";
import { inodes, witnessLiveSite } from "../../tests/support/live-witness.ts";
import { buildTenant } from "./run-tenant.ts";

// A rebuild renders the pages a change touches and takes the rest from the live site, hard-linked
// (src/data/page-reuse.ts, keyed by src/data/page-cache-key.ts). Real builds of the small fixture
// dealer, grown to three cars: two CX-5s alike in price (each the other's similar car) and a far
// dearer CX-90 (similar to neither), with a model range so each model has its page of stock.
describe("a rebuild after a change", () => {
  it("re-renders what shows a changed car, reuses the rest from the live site, and never writes into it", async () => {
    const root = await buildScratch("forecourt-incremental-");
    const tenantsDir = join(root, "tenants");
    await cp("tests/fixtures/tenants/mini-motors", join(tenantsDir, "mini-motors"), { recursive: true });
    const carsFile = join(tenantsDir, "mini-motors/feed/cars.json");
    const [cx5, ...others] = JSON.parse(await readFile(carsFile, "utf8")) as Record<string, unknown>[];
    const alike = { ...cx5, id: 201, slug: "2023-mazda-cx-5-touring-201", badge: "Touring", price: 38_500 };
    const dearer = { ...cx5, id: 301, slug: "2024-mazda-cx-90-azami-301", model: "CX-90", price: 150_000 };
    const writeCars = (first: Record<string, unknown>, third: Record<string, unknown> = dearer) =>
      writeFile(carsFile, JSON.stringify([first, alike, third, ...others]));
    await writeCars(cx5!);
    const model = (slug: string, name: string) => ({ id: slug, slug, name, make: "Mazda", body: "SUV", variants: [] });
    await writeFile(
      join(tenantsDir, "mini-motors/feed/models.json"),
      JSON.stringify([model("mazda-cx-5", "CX-5"), model("mazda-cx-90", "CX-90")]),
    );

    const outDir = join(root, "dist/mini-motors");
    let live = new Map<string, number>();
    const build = async () => {
      const before = live;
      const seen = before.size ? await witnessLiveSite(outDir, join(root, "witness")) : undefined;
      const result = await buildTenant("mini-motors", { tenantsDir, outDir, buildDir: join(root, ".build") });
      expect(result.error).toBeUndefined();
      // Nothing of the site that was live changed in place: reused files are linked, never rewritten.
      expect(await seen?.changedInPlace()).toEqual(seen ? [] : undefined);
      live = await inodes(outDir);
      const reused = (file: string) => {
        expect(live.has(file), file).toBe(true);
        return before.get(file) === live.get(file);
      };
      return { result, reused };
    };
    const read = (file: string) => readFile(join(outDir, file), "utf8");
    const carPage = (slug: unknown) => `cars/${slug}/index.html`;
    const carData = (slug: unknown) => `cars/${slug}/car.json`;
    const search = "search/used-cars/index.html";
    const listings = [search, "mazda-cx-5/index.html", "mazda-cx-90/index.html"];
    const siteOnly = [
      "models/f/any/1/index.html",
      "locations/parramatta/index.html",
      "contact-us/parramatta/index.html",
    ];
    const brand = "mazda/overview/index.html"; // shows only whether the make has stock

    const first = await build();
    const firstFiles = [...live.keys()];
    expect(first.result.reused).toBe(0);
    expect(await read(carPage(alike.slug))).toContain(`/cars/${cx5!.slug}`); // the CX-5 is the Touring's similar car
    expect(await read("mazda-cx-5/index.html")).toContain("2 cars in stock");

    // Nothing changed: every car's page and data file and every listing page is the live one.
    const unchanged = await build();
    expect([...(await inodes(outDir)).keys()].sort()).toEqual([...firstFiles].sort()); // none lost, none left over
    for (const slug of [cx5!.slug, alike.slug, dearer.slug]) {
      expect(unchanged.reused(carPage(slug))).toBe(true);
      expect(unchanged.reused(carData(slug))).toBe(true);
    }
    for (const file of [...listings, ...siteOnly, brand]) expect(unchanged.reused(file), file).toBe(true);
    expect(unchanged.result.rendered).toBeLessThan(unchanged.result.pages!);

    // The CX-5's price drops: its page and the Touring's (which suggests it, with its price) are
    // rendered again, and every page that lists it: the search pages (which count every car) and
    // the CX-5's model page. The CX-90's pages, and the pages that show no car, are reused.
    await writeCars({ ...cx5, price: "$35,990" });
    const drop = await build();
    for (const file of [carPage(cx5!.slug), carData(cx5!.slug), carPage(alike.slug)]) {
      expect(drop.reused(file), file).toBe(false);
      expect(await read(file)).toContain("$35,990");
    }
    expect(drop.reused(carData(alike.slug))).toBe(false); // written again from the same key as its page
    expect(drop.reused(search)).toBe(false);
    expect(await read(search)).toContain("$35,990");
    expect(drop.reused("mazda-cx-5/index.html")).toBe(false);
    expect(await read("mazda-cx-5/index.html")).toContain("$35,990");
    expect(drop.reused(carPage(dearer.slug))).toBe(true);
    expect(drop.reused(carData(dearer.slug))).toBe(true);
    expect(drop.reused("mazda-cx-90/index.html")).toBe(true);
    for (const file of [...siteOnly, brand]) expect(drop.reused(file), file).toBe(true);

    // The CX-90 is sold: its page and its model's page say so, the search pages count one car
    // fewer; the CX-5s' pages and their model's page do not show it and are reused.
    await writeCars({ ...cx5, price: "$35,990" }, { ...dearer, status: "sold", sold_at: new Date().toISOString() });
    const sold = await build();
    expect(sold.reused(carPage(dearer.slug))).toBe(false);
    expect(await read(carPage(dearer.slug))).toMatch(/sold/i);
    expect(sold.reused(search)).toBe(false);
    expect(sold.reused("mazda-cx-90/index.html")).toBe(false);
    expect(await read("mazda-cx-90/index.html")).not.toContain(dearer.slug);
    expect(sold.reused("mazda-cx-5/index.html")).toBe(true);
    expect(sold.reused(carPage(cx5!.slug))).toBe(true);

    // The yard is renamed: every page shows the site around it, so all are rendered again.
    const locationsFile = join(tenantsDir, "mini-motors/feed/locations.json");
    await writeFile(
      locationsFile,
      (await readFile(locationsFile, "utf8")).replace("Mini Motors Parramatta", "Mini Motors Westmead"),
    );
    const renamed = await build();
    for (const file of [carPage(dearer.slug), carData(dearer.slug), ...listings, ...siteOnly]) {
      expect(renamed.reused(file), file).toBe(false);
    }
    expect(await read(carPage(dearer.slug))).toContain("Mini Motors Westmead");
    expect(await read(carData(dearer.slug))).toContain("Mini Motors Westmead");
    expect(renamed.result.reused).toBe(0);
  }, 600_000);
});
