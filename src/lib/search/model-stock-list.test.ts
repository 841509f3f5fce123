import { describe, expect, it } from "vitest";
import { testDocument } from "../../../tests/support/search-documents.ts";
import { PAGE_SIZE } from "./fields.ts";
import { modelStockLists } from "./model-stock-list.ts";

const texts = { noPriceText: "Enquire for price", preorderText: "PREORDER" };
const hilux = (i: number, patch = {}) =>
  testDocument({ id: `h${i}`, make: "Toyota", model: "HiLux", badge: "SR", car_type: "used", km: 1000 * i, ...patch });
const docs = [
  ...Array.from({ length: PAGE_SIZE }, (_, i) => hilux(i)),
  hilux(99, { status: "sold" }),
  hilux(100, { price_display: { kind: "price", amount: 52990 } }),
  ...Array.from({ length: PAGE_SIZE }, (_, i) => testDocument({ id: `c${i}`, model: "Corolla" })),
];
const listFor = modelStockLists(docs, texts);

describe("every car in stock is a plain link away", () => {
  it("a model with more cars than one page lists every one of them in stock", () => {
    const list = listFor({ "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > HiLux"] })!;
    expect(list).toHaveLength(PAGE_SIZE + 1);
    expect(list.map((link) => link.href)).not.toContain("/cars/car-h99");
    expect(list.find((link) => link.href === "/cars/car-h100")).toEqual({
      href: "/cars/car-h100",
      text: "2021 Toyota HiLux SR",
      details: "Used · 100,000 km",
      price: "$52,990",
    });
  });

  it.each([
    ["a model that fits on its first page", { "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > Corolla"] }],
    ["a make page", { "make_model.lvl0": ["Toyota"] }],
    ["a condition page", { car_type: ["used"] }],
    ["two models", { "make_model.lvl1": ["Toyota > HiLux", "Toyota > Corolla"] }],
  ])("%s needs no list", (_name, preset) => expect(listFor(preset)).toBeUndefined());
});
