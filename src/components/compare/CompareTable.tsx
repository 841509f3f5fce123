import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { type CompareCar, compareRows, withLiveStock } from "#lib/inventory/compare.ts";
import { compareEmptyMessage, compareHref, parseCompareIds } from "#lib/inventory/compare-list.ts";
import { compareList, NO_COMPARE, removeFromCompare } from "../../stores/compare.ts";
import { $liveStock, followLiveStock } from "../../stores/live-stock.ts";
import { compareLimitHere } from "./compare-limit.ts";
import { type ComparedCar, loadComparedCars } from "./load-compared.ts";
import "./compare.css";

const SOLD = "SOLD · No longer available";

/** The ids this page compares: a shared link's, else the shopper's own list. */
function idsToCompare(list: readonly { id: string }[]): string[] {
  const shared = new URLSearchParams(window.location.search).get("ids");
  return shared === null ? list.map((car) => car.id) : parseCompareIds(shared);
}

/**
 * /compare: the chosen cars side by side with differences marked, 'Only show
 * differences', sold cars marked, and a link that opens the same comparison anywhere. The first
 * column stays put while a phone scrolls the cars sideways. Worded with the dealer's item word.
 */
export default function CompareTable({
  searchHref,
  singular = "car",
  plural = "cars",
}: {
  searchHref: string;
  singular?: string;
  plural?: string;
}) {
  const list = useStore(compareList, { ssr: () => NO_COMPARE });
  const live = useStore($liveStock);
  const [ids, setIds] = useState<string[] | null>(null);
  const [loaded, setLoaded] = useState<ComparedCar[] | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [copied, setCopied] = useState("");
  // How many this screen compares, as the tray allows it (known only in the browser).
  const [limit, setLimit] = useState<number>();

  useEffect(() => {
    const chosen = idsToCompare(compareList.get());
    setLimit(compareLimitHere());
    setIds(chosen);
    // The address bar always holds a link that opens this same comparison.
    if (chosen.length > 0) window.history.replaceState(null, "", compareHref(chosen));
  }, []);
  useEffect(() => {
    if (ids === null || ids.length === 0) return;
    followLiveStock();
    let current = true;
    void loadComparedCars(ids, compareList.get()).then((cars) => current && setLoaded(cars));
    return () => void (current = false);
  }, [ids]);

  const shown = useMemo(
    () =>
      (loaded ?? [])
        .filter((entry) => ids?.includes(entry.id))
        .map((entry) => ("car" in entry ? { ...entry, car: withLiveStock(entry.car, live?.get(entry.id)) } : entry)),
    [loaded, ids, live],
  );
  const cars = useMemo(() => shown.flatMap((entry) => ("car" in entry ? [entry.car] : [])), [shown]);
  const rows = useMemo(() => compareRows(cars, onlyDifferences), [cars, onlyDifferences]);

  if (ids === null || (ids.length > 0 && loaded === null))
    return <p aria-busy="true">Loading the {plural} to compare…</p>;
  if (ids.length === 0)
    return (
      <p data-compare-empty>
        {compareEmptyMessage(limit ?? compareLimitHere(), plural)} <a href={searchHref}>Browse our {plural}</a>.
      </p>
    );

  const remove = (id: string) => {
    const rest = ids.filter((kept) => kept !== id);
    setIds(rest);
    if (list.some((car) => car.id === id)) removeFromCompare(id);
    window.history.replaceState(null, "", rest.length ? compareHref(rest) : "/compare");
  };
  const copyLink = async () => {
    const url = new URL(compareHref(ids), window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link copied. Anyone with it sees these cars side by side.");
    } catch {
      setCopied(`Copy this link: ${url}`);
    }
  };

  return (
    <>
      <div className="compare-controls">
        <label className="compare-controls__differences">
          <input
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
          />{" "}
          Only show differences
        </label>
        <button type="button" className="button button--ghost" onClick={() => void copyLink()}>
          Copy link to this comparison
        </button>
        <p className="compare-controls__copied" role="status">
          {copied}
        </p>
      </div>
      {cars.length < 2 && <p>Add another {singular} to see the differences.</p>}
      <div className="compare-scroll" tabIndex={0} role="region" aria-label="Comparison table, scrolls sideways">
        <table className="compare-table" data-compare-table>
          <caption className="visually-hidden">
            {shown.length} {plural} compared{onlyDifferences ? ", differences only" : ""}
          </caption>
          <thead>
            <tr>
              <td />
              {shown.map((entry) => (
                <th key={entry.id} scope="col" data-compare-car={entry.id}>
                  {"car" in entry ? <CarHeading car={entry.car} /> : <GoneHeading {...entry.gone} />}
                  <button type="button" className="compare-table__remove" onClick={() => remove(entry.id)}>
                    Remove<span className="visually-hidden"> {"car" in entry ? entry.car.name : entry.gone.name}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}:${row.label}`} className={row.differs ? "compare-table__differs" : undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && <span className="visually-hidden"> (differs)</span>}
                </th>
                {shown.map((entry) => {
                  if (!("car" in entry)) return <td key={entry.id}>—</td>;
                  const column = cars.indexOf(entry.car);
                  if (row.kind === "detail") return <td key={entry.id}>{row.values[column]}</td>;
                  const has = row.has[column];
                  return (
                    <td key={entry.id} data-has={has}>
                      <span aria-hidden="true">{has ? "✓" : "✗"}</span>
                      <span className="visually-hidden">{has ? "Yes" : "No"}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CarHeading({ car }: { car: CompareCar }) {
  return (
    <>
      {car.image ? (
        <img src={car.image} alt="" width={320} height={240} loading="lazy" decoding="async" />
      ) : (
        <span className="compare-table__no-image" aria-hidden="true" />
      )}
      <a href={`/cars/${car.slug}`}>{car.name}</a>
      {!car.available && <span className="compare-table__sold">{SOLD}</span>}
    </>
  );
}

function GoneHeading({ name, slug }: { name: string; slug?: string }) {
  return (
    <>
      <span className="compare-table__no-image" aria-hidden="true" />
      {slug ? <a href={`/cars/${slug}`}>{name}</a> : <span>{name}</span>}
      <span className="compare-table__sold">{SOLD}</span>
    </>
  );
}
