import { withPromo, type PromoTile } from "#lib/search/promo-tile.ts";
import { formatDollars, formatKm } from "#lib/format/money.ts";
import { conditionLabel } from "#lib/format/text.ts";
import { imageSrc, imageSrcset } from "#lib/media/image-url.ts";
import { isInStock } from "#lib/inventory/stock.ts";
import { priceText } from "#lib/pricing/price-display.ts";
import WatchlistButton from "../account/WatchlistButton.tsx";
import CompareButton from "../compare/CompareButton.tsx";
import type { CardHit, CardSettings } from "./types.ts";

/** One car in the results grid: the search page's version of CarCard.astro, from a search document. */
/** `priority`: a card in the first row, whose photo is likely the page's largest paint: loaded at once, not lazily. */
export function ResultCard({
  hit,
  settings,
  priority = false,
}: {
  hit: CardHit;
  settings: CardSettings;
  priority?: boolean;
}) {
  const chips = [
    conditionLabel(hit.car_type),
    hit.km !== undefined ? formatKm(hit.km) : undefined,
    hit.transmission,
    hit.fuel,
  ].filter(Boolean) as string[];
  const price = hit.price_display;
  const sold = hit.status === "sold";
  // Spec §4: a car in stock shows its buttons (§2 card buttons); any other shows none.
  const actions = isInStock(hit);
  return (
    <article
      className="result-card tile"
      data-result-card
      data-live-car={hit.id}
      data-price={price.kind === "price" ? price.amount : undefined}
    >
      <div className="result-card__media">
        {hit.image ? (
          <img
            src={imageSrc(settings.imageTemplate, hit.image, 640)}
            srcSet={imageSrcset(settings.imageTemplate, hit.image, settings.imageWidths) || undefined}
            sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw"
            alt=""
            width={800}
            height={600}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={priority ? "high" : undefined}
          />
        ) : (
          <div className="result-card__no-image" aria-hidden="true">
            No photo yet
          </div>
        )}
        {(sold || hit.tag_label) && <span className="result-card__tag">{sold ? "Sold" : hit.tag_label}</span>}
      </div>
      <div className="result-card__body">
        <h3 className="result-card__title">
          <a href={`/cars/${hit.slug}`}>{hit.name}</a>
        </h3>
        {(hit.badge || hit.series) && (
          <p className="result-card__badge">{[hit.badge, hit.series].filter(Boolean).join(" · ")}</p>
        )}
        {chips.length > 0 && (
          <ul className="result-card__chips" aria-label="Key details">
            {chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        )}
        <p className="result-card__price">
          {price.kind === "price" || price.kind === "subscription" ? (
            <>
              <span className="result-card__amount">{priceText(price, settings)}</span>
              {price.label && <span className="result-card__label"> {price.label}</span>}
            </>
          ) : (
            <span className="result-card__amount result-card__amount--text">{priceText(price, settings)}</span>
          )}
        </p>
        {hit.weekly_price !== undefined && !sold && (
          <p className="result-card__weekly">est. {formatDollars(hit.weekly_price)}/wk*</p>
        )}
        {actions && (
          <div className="result-card__actions">
            <a className="button" href={`/cars/${hit.slug}#vehicle-enquiry`}>
              Enquire<span className="visually-hidden"> about {hit.name}</span>
            </a>
            <CompareButton car={{ id: hit.id, slug: hit.slug, name: hit.name }} />
            {settings.garageEnabled && <WatchlistButton carId={hit.id} carName={hit.name} />}
          </div>
        )}
      </div>
    </article>
  );
}

/** Cards in the first row on the widest layout (three columns); a phone shows only the first. */
const FIRST_ROW = 3;

export function ResultGrid({
  hits,
  settings,
  promo,
}: {
  hits: readonly CardHit[];
  settings: CardSettings;
  promo?: { tile: PromoTile; position: number };
}) {
  return (
    <ol className="result-grid" aria-label="Results">
      {withPromo(hits, promo?.tile, promo?.position ?? 0).map((item, index) =>
        item.kind === "hit" ? (
          <li key={item.hit.id}>
            <ResultCard hit={item.hit} settings={settings} priority={index < FIRST_ROW} />
          </li>
        ) : (
          <li key={`promo-${item.promo.id}`} className="result-grid__promo">
            <PromoCard promo={item.promo} />
          </li>
        ),
      )}
    </ol>
  );
}

/** The dealer's promo among the results (finance, trade-in, service specials): a card-sized call to action. */
function PromoCard({ promo }: { promo: PromoTile }) {
  return (
    <article className="promo-card" aria-label={`Promotion: ${promo.title}`}>
      <h3 className="promo-card__title">{promo.title}</h3>
      {promo.text && <p className="promo-card__text">{promo.text}</p>}
      {promo.href && (
        <a className="button promo-card__cta" href={promo.href}>
          {promo.cta ?? "Find out more"}
        </a>
      )}
    </article>
  );
}
