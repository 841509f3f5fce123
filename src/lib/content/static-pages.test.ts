import { describe, expect, it } from "vitest";
import { tenantSchema } from "../tenant/schema.ts";
import { renderPageMarkdown } from "./page-markdown.ts";
import { defaultPage, defaultPageMarkdown, STATIC_PAGE_SLUGS, staticPagesFor } from "./static-pages.ts";

const config = (spinToWin: boolean) =>
  tenantSchema.parse({
    slug: "x",
    name: "Xample Motors",
    siteUrl: "https://x.example",
    template: "metro",
    contact: {
      phone: "02 5550 0000",
      email: "sales@x.example",
      street: "1 Main Street",
      suburb: "Artarmon",
      state: "NSW",
      postcode: "2064",
    },
    features: { spinToWin },
  });

describe.each([
  [false, ["about-us", "warranty", "roadside-assist", "terms-and-conditions", "privacy-policy"]],
  [true, [...STATIC_PAGE_SLUGS]],
])("§2/§6 static pages with spinToWin %s", (spin, pages) => {
  it("lists the spec routes, /spin-to-win only where enabled", () =>
    expect(staticPagesFor(config(spin))).toEqual(pages));
});

describe.each(STATIC_PAGE_SLUGS)("default content of /%s", (slug) => {
  const page = defaultPage(slug, config(true));
  it("has a title, a description and text", () => {
    expect(page.title).not.toBe("");
    expect(page.description).not.toBe("");
    expect(page.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])]).join(" ").length).toBeGreaterThan(40);
  });
  it("names no other dealer", () => expect(JSON.stringify(page)).not.toMatch(/Harbour|Bayside|Outback/));
});

describe("a default page as Markdown, for an editor to start from", () => {
  it("keeps every heading, paragraph and list item, and renders back to them", () => {
    const page = defaultPage("warranty", { ...config(false), itemLabel: { singular: "car", plural: "cars" } });
    const html = renderPageMarkdown(defaultPageMarkdown(page));
    for (const section of page.sections) {
      if (section.heading) expect(html).toContain(`<h2>${section.heading}</h2>`);
      for (const item of section.items ?? []) expect(html).toContain(`<li>${item}</li>`);
    }
    expect(html.match(/<p>/g)?.length).toBe(page.sections.flatMap((section) => section.paragraphs).length);
  });
});
