import { describe, expect, it } from "vitest";
import type { BrandEntry, Model } from "../feed/catalogue.ts";
import {
  brandOverviews,
  brandSections,
  isCarOfModel,
  modelBodyOptions,
  modelPath,
  modelSearchPath,
  modelsWithBody,
  sortModels,
} from "./catalogue.ts";

const model = (over: Partial<Model>): Model => ({
  id: "1",
  slug: "toyota-corolla",
  name: "Corolla",
  make: "Toyota",
  variants: [],
  ...over,
});
const MODELS = [
  model({ id: "1", slug: "toyota-rav4", name: "RAV4", body: "SUV" }),
  model({ id: "2", slug: "toyota-corolla", name: "Corolla", body: "Hatch" }),
  model({ id: "3", slug: "kia-carnival", name: "Carnival", make: "Kia", body: "People Mover" }),
  model({ id: "4", slug: "kia-sportage", name: "Sportage", make: "Kia", body: "SUV" }),
  model({ id: "5", slug: "kia-concept", name: "Concept", make: "Kia" }),
];

describe("model range and the body filter (/models?body=…)", () => {
  it("sorts by make then name", () => {
    expect(sortModels(MODELS).map((m) => m.slug)).toEqual([
      "kia-carnival",
      "kia-concept",
      "kia-sportage",
      "toyota-corolla",
      "toyota-rav4",
    ]);
  });

  it("offers each body type once, with its count and URL value", () => {
    expect(modelBodyOptions(MODELS)).toEqual([
      { value: "hatch", label: "Hatch", count: 1 },
      { value: "people-mover", label: "People Mover", count: 1 },
      { value: "suv", label: "SUV", count: 2 },
    ]);
  });

  it.each([
    [undefined, 5],
    ["suv", 2],
    ["people-mover", 1],
    ["convertible", 0],
  ])("body %j → %d models", (body, count) => {
    expect(modelsWithBody(MODELS, body)).toHaveLength(count);
  });
});

describe("model addresses", () => {
  it.each([
    [
      model({ slug: "toyota-land-cruiser", name: "LandCruiser 300" }),
      "/toyota-land-cruiser",
      "/search/toyota/landcruiser-300",
    ],
    [
      model({ slug: "new-age-big-red", name: "Big Red", make: "New Age" }),
      "/new-age-big-red",
      "/search/new-age/big-red",
    ],
  ])("%#: %s and its stock at %s", (m, page, search) => {
    expect(modelPath(m)).toBe(page);
    expect(modelSearchPath(m)).toBe(search);
  });

  it.each([
    [{ make: "TOYOTA", model: "corolla" }, true],
    [{ make: "Toyota", model: "Corolla Cross" }, false],
    [{ make: "Mazda", model: "Corolla" }, false],
  ])("car %j is a Toyota Corolla: %s", (car, expected) => {
    expect(isCarOfModel(car, model({}))).toBe(expected);
  });
});

describe("/{brand}/overview", () => {
  it("one per make of the range, named by the manufacturers feed", () => {
    const overviews = brandOverviews(MODELS, [{ slug: "kia", name: "Kia", logo: "/images/makes/kia.svg" }]);
    expect(overviews.map((o) => [o.slug, o.name, o.logo, o.models.length])).toEqual([
      ["kia", "Kia", "/images/makes/kia.svg", 3],
      ["toyota", "Toyota", undefined, 2],
    ]);
  });
});

describe("spec §2: brands grid sections Car, Motorcycle, Truck, Our Brands", () => {
  const entry = (over: Partial<BrandEntry>): BrandEntry => ({
    id: "b",
    slug: "x",
    name: "X",
    section: "Car",
    sort: 0,
    ...over,
  });
  const entries = [
    entry({ id: "1", slug: "toyota", name: "Toyota", section: "Our Brands", url: "/toyota/overview" }),
    entry({ id: "2", slug: "ducati", name: "Ducati", section: "Motorcycle" }),
    entry({ id: "3", slug: "audi", name: "Audi", section: "Car", sort: 2 }),
    entry({ id: "4", slug: "bmw", name: "BMW", section: "Car", sort: 1 }),
    entry({ id: "5", slug: "kia", name: "Kia", section: "Our Brands" }),
  ];

  it("keeps the spec's section order, leaves out empty sections, sorts entries", () => {
    expect(brandSections(entries).map((s) => [s.section, s.entries.map((e) => e.name)])).toEqual([
      ["Car", ["BMW", "Audi"]],
      ["Motorcycle", ["Ducati"]],
      ["Our Brands", ["Kia", "Toyota"]],
    ]);
  });

  it.each([
    ["toyota", "/toyota/overview"],
    ["kia", "/kia/overview"],
    ["ducati", "/search/ducati"],
  ])("%s links to %s", (slug, href) => {
    const all = brandSections(entries, new Set(["kia"])).flatMap((s) => s.entries);
    expect(all.find((e) => e.slug === slug)?.href).toBe(href);
  });
});
