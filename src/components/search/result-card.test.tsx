import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResultCard } from "./ResultCard.tsx";
import type { CardHit } from "./types.ts";

const settings = {
  noPriceText: "Enquire for price",
  preorderText: "PREORDER",
  imageTemplate: "/.netlify/images?url={url}&w={width}",
  imageWidths: [320, 640],
};
const hit: CardHit = {
  id: "1",
  slug: "2024-toyota-corolla-1",
  name: "2024 Toyota Corolla",
  badge: "Ascent Sport",
  status: "in_stock",
  car_type: "used",
  km: 12_345,
  transmission: "Automatic",
  fuel: "Petrol",
  image: "https://img.example/a.jpg",
  price_display: { kind: "price", amount: 24_990, label: "Drive Away" },
};

describe("ResultCard", () => {
  it("shows name, link, badge, chips, price and the CDN image", () => {
    const html = renderToStaticMarkup(<ResultCard hit={hit} settings={settings} />);
    expect(html).toContain('href="/cars/2024-toyota-corolla-1"');
    expect(html).toContain("Ascent Sport");
    expect(html).toContain("12,345 km");
    expect(html).toContain("$24,990");
    expect(html).toContain("Drive Away");
    expect(html).toContain("/.netlify/images?url=https%3A%2F%2Fimg.example%2Fa.jpg&amp;w=640");
    expect(html).toContain("640w");
  });
  it.each([
    [{ kind: "preorder" } as const, "PREORDER"],
    [{ kind: "no-price" } as const, "Enquire for price"],
    [{ kind: "subscription", amount: 199 } as const, "$199/week"],
  ])("prices %j as %s", (price_display, text) => {
    expect(renderToStaticMarkup(<ResultCard hit={{ ...hit, price_display }} settings={settings} />)).toContain(text);
  });
  it("shows est. weekly finance when the index carries it (finance.showWeeklyOnCards), never on a sold car", () => {
    expect(renderToStaticMarkup(<ResultCard hit={{ ...hit, weekly_price: 122.3 }} settings={settings} />)).toContain(
      "est. $122/wk*",
    );
    expect(renderToStaticMarkup(<ResultCard hit={hit} settings={settings} />)).not.toContain("/wk");
    expect(
      renderToStaticMarkup(<ResultCard hit={{ ...hit, weekly_price: 122.3, status: "sold" }} settings={settings} />),
    ).not.toContain("/wk");
  });
  it("marks a sold car", () => {
    expect(renderToStaticMarkup(<ResultCard hit={{ ...hit, status: "sold" }} settings={settings} />)).toContain(
      ">Sold<",
    );
  });
  it("spec §2 card buttons: Enquire opens that car's enquiry; the watchlist only where the garage is on", () => {
    const html = renderToStaticMarkup(<ResultCard hit={hit} settings={settings} />);
    expect(html).toContain('href="/cars/2024-toyota-corolla-1#vehicle-enquiry"');
    expect(html).toContain("Enquire<span");
    expect(html).not.toContain("Save to watchlist");
    expect(renderToStaticMarkup(<ResultCard hit={hit} settings={{ ...settings, garageEnabled: true }} />)).toContain(
      "Save to watchlist",
    );
  });
  it.each(["sold", "others"])("a %s car has no buttons (spec §4)", (status) => {
    const html = renderToStaticMarkup(
      <ResultCard hit={{ ...hit, status }} settings={{ ...settings, garageEnabled: true }} />,
    );
    expect(html).not.toContain("#vehicle-enquiry");
    expect(html).not.toContain("Save to watchlist");
  });
});
