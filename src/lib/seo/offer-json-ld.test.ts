import { describe, expect, it } from "vitest";
import { offerJsonLd } from "./offer-json-ld.ts";

describe("Offer JSON-LD", () => {
  const base = {
    url: "https://dealer.example/offers/kia/5001",
    siteUrl: "https://dealer.example",
    dealer: "Harbour City Motor Group",
    currency: "AUD",
  };

  it("describes the offer with its AUD price, dates and dealer", () => {
    const data = offerJsonLd(
      {
        id: "5001",
        title: "Kia Seltos S from $29,990",
        manufacturer: "kia",
        model: "Seltos",
        description: "Drive away.",
        image: "/images/a.svg",
        price: 29_990,
        starts_at: "2026-11-01T00:00:00.000Z",
        ends_at: "2026-12-15T12:59:59.000Z",
        location_ids: [],
      },
      { ...base, makeName: "Kia" },
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Offer",
      name: "Kia Seltos S from $29,990",
      description: "Drive away.",
      url: base.url,
      image: "https://dealer.example/images/a.svg",
      price: 29_990,
      priceCurrency: "AUD",
      validFrom: "2026-11-01T00:00:00.000Z",
      priceValidUntil: "2026-12-15",
      validThrough: "2026-12-15T12:59:59.000Z",
      availability: "https://schema.org/InStock",
      itemOffered: { "@type": "Car", name: "Kia Seltos", brand: { "@type": "Brand", name: "Kia" } },
      offeredBy: { "@type": "AutoDealer", name: base.dealer, url: base.siteUrl },
    });
  });

  it("leaves out what the offer does not say", () => {
    const data = offerJsonLd({ id: "1", title: "Service special", location_ids: [] }, base);
    expect(Object.keys(data)).toEqual(["@context", "@type", "name", "url", "availability", "offeredBy"]);
  });
});
