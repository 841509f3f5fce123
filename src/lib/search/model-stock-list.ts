import { formatKm } from "../format/money.ts";
import { isInStock } from "../inventory/stock.ts";
import { type PriceTexts, priceText } from "../pricing/price-display.ts";
import type { SearchDocument } from "./document.ts";
import { PAGE_SIZE } from "./fields.ts";
import type { SearchPreset } from "./routes.ts";

export type StockLink = { href: string; text: string; details: string; price: string };

const MODEL = "make_model.lvl1";
const CONDITION: Readonly<Record<string, string>> = { new: "New", used: "Used", demo: "Demo" };

/**
 * A search page's HTML holds its first page of cars; the rest are reached by paging,
 * which needs the live search. So a model's page lists every car of that model in stock as plain
 * links when the model has more cars than one page shows: every car in stock is then a link away
 * from the site without JavaScript (every model with cars has a search page, routes.ts).
 * Returns a lookup by route preset; undefined for a route that needs no list.
 */
export function modelStockLists(documents: readonly SearchDocument[], texts: PriceTexts) {
  const byModel = new Map<string, SearchDocument[]>();
  for (const doc of documents) {
    const model = doc[MODEL];
    if (typeof model !== "string") continue;
    if (!byModel.has(model)) byModel.set(model, []);
    byModel.get(model)!.push(doc);
  }
  return (preset: SearchPreset): StockLink[] | undefined => {
    const models = preset[MODEL];
    if (models?.length !== 1 || Object.keys(preset).some((key) => key !== MODEL && key !== "make_model.lvl0"))
      return undefined;
    const cars = byModel.get(models[0]!) ?? [];
    if (cars.length <= PAGE_SIZE) return undefined;
    return cars
      .filter(isInStock)
      .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug))
      .map((doc) => ({
        href: `/cars/${doc.slug}`,
        text: [doc.name, doc.badge].filter(Boolean).join(" "),
        details: [CONDITION[doc.car_type], doc.km === undefined ? undefined : formatKm(doc.km)]
          .filter(Boolean)
          .join(" · "),
        price: priceText(doc.price_display, texts),
      }));
  };
}
