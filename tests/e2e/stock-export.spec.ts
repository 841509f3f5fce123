import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { dollars, siteUrl } from "./sample-data.ts";
import { cards, count, slug } from "./search-support.ts";
import { expect, test } from "./test.ts";

/**
 * Outback Caravans is built from its stock tool's CSV export through a mapping. Read the
 * export as the dealer wrote it (not through our mapping) and check what a shopper sees.
 */
const DEALER = "outback-caravans";
const rows = parse(readFileSync(`tenants/${DEALER}/feed/stock-export.csv`), { bom: true, columns: true }) as Record<
  string,
  string
>[];
const LABELS: Record<string, string> = { DAP: "Drive Away", EGC: "Excl. Govt. Charges" };
const price = (cell: string) => Number(cell.replace(/[$,]/g, ""));

test("a caravan from the stock tool's CSV is found in search and shows its price as the export says", async ({
  page,
}) => {
  // A make with nothing sold: search lists every row of it (sold ones may be listed for 3 days).
  const makes = [...new Set(rows.map((row) => row.Make!))].filter(
    (make) => !rows.some((row) => row.Make === make && row.Status === "Sold"),
  );
  const make = makes.sort(
    (a, b) => rows.filter((r) => r.Make === b).length - rows.filter((r) => r.Make === a).length,
  )[0]!;
  const ofMake = rows.filter((row) => row.Make === make);
  const row = ofMake.find(
    (r) => r.Status === "Available" && /^\$\d{1,3}(,\d{3})*$/.test(r["Retail Price"]!) && LABELS[r["Price Type"]!],
  )!;
  expect(row, `an Available ${make} with a "$" price`).toBeDefined();

  await page.goto(siteUrl(DEALER, `/search/${slug(make)}`));
  await expect(count(page)).toHaveText(`${ofMake.length} ${ofMake.length === 1 ? "caravan" : "caravans"}`);
  const name = `${row.Year} ${row.Make} ${row.Model}`;
  const card = cards(page).filter({ has: page.locator(`a[href$="-${row["Stock ID"]}"]`) });
  await expect(card).toContainText(name);
  await card
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator(".sidebar .price__amount")).toHaveText(dollars(price(row["Retail Price"]!)));
  await expect(page.locator(".sidebar .price__label")).toHaveText(LABELS[row["Price Type"]!]!);
});
