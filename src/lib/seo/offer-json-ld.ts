import type { Offer } from "../feed/offer.ts";
import { absoluteUrl, compact, type JsonLd } from "./json-ld.ts";

/** schema.org Offer for an offer page: what it is, its price in the dealer's currency, when it runs, who offers it. */
export function offerJsonLd(
  offer: Offer,
  options: { url: string; siteUrl: string; dealer: string; currency: string; makeName?: string },
): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": "Offer",
    name: offer.title,
    description: offer.description,
    url: options.url,
    image: offer.image ? absoluteUrl(offer.image, options.siteUrl) : undefined,
    price: offer.price,
    priceCurrency: offer.price !== undefined ? options.currency : undefined,
    validFrom: offer.starts_at,
    priceValidUntil: offer.ends_at?.slice(0, 10),
    validThrough: offer.ends_at,
    availability: "https://schema.org/InStock",
    itemOffered: offer.model
      ? compact({
          "@type": "Car",
          name: [options.makeName, offer.model].filter(Boolean).join(" "),
          brand: options.makeName ? { "@type": "Brand", name: options.makeName } : undefined,
        })
      : undefined,
    offeredBy: { "@type": "AutoDealer", name: options.dealer, url: options.siteUrl },
  });
}
