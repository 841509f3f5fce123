import type { CarFigures } from "../api/console-insights.ts";

export const INSIGHTS_PAGE_SIZE = 50;

export interface CarsTableQuery {
  list?: "all" | "aged";
  condition?: string;
  make?: string;
  bucket?: string;
  sort?: "days" | "views" | "leads" | "saves" | "price" | "name" | "score";
  dir?: "asc" | "desc";
}

const SORT_KEYS: Record<NonNullable<CarsTableQuery["sort"]>, (car: CarFigures) => number | string> = {
  days: (car) => car.days_in_stock,
  views: (car) => car.views,
  leads: (car) => car.leads,
  saves: (car) => car.saves,
  price: (car) => car.price ?? -1,
  name: (car) => car.name.toLowerCase(),
  score: (car) => car.merchandising_score,
};

// localeCompare with no locale is this collator's compare (ECMA-402), made once rather than per call.
const collator = new Intl.Collator();

/** The cars a table shows: filtered, sorted (oldest first unless asked), ties by name so pages are stable. */
export function carsTable<Car extends CarFigures>(
  cars: readonly Car[],
  query: CarsTableQuery,
  agedDays: number,
): Car[] {
  const key = SORT_KEYS[query.sort ?? "days"];
  const dir = (query.dir ?? (query.sort === "name" ? "asc" : "desc")) === "asc" ? 1 : -1;
  const make = query.make?.toLowerCase();
  return cars
    .filter(
      (car) =>
        (query.list !== "aged" || car.days_in_stock > agedDays) &&
        (!query.condition || car.condition === query.condition) &&
        (!make || car.make.toLowerCase() === make) &&
        (!query.bucket || car.age_bucket === query.bucket),
    )
    .map((car) => ({ car, key: key(car) }))
    .sort((a, b) => {
      if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * dir;
      return collator.compare(a.car.name, b.car.name) || collator.compare(a.car.id, b.car.id);
    })
    .map(({ car }) => car);
}

const CSV_COLUMNS: [string, (car: CarFigures) => string | number | null][] = [
  ["id", (car) => car.id],
  ["stock_number", (car) => car.stock_number],
  ["name", (car) => car.name],
  ["yard", (car) => car.yard],
  ["condition", (car) => car.condition],
  ["make", (car) => car.make],
  ["days_in_stock", (car) => car.days_in_stock],
  ["age_bucket", (car) => car.age_bucket],
  ["price", (car) => car.price],
  ["views", (car) => car.views],
  ["saves", (car) => car.saves],
  ["leads", (car) => car.leads],
  [
    "leads_by_kind",
    (car) =>
      Object.entries(car.leads_by_kind)
        .map(([kind, n]) => `${kind}: ${n}`)
        .join("; "),
  ],
  ["bookings", (car) => car.bookings],
  ["deposits", (car) => car.deposits],
  ["price_changes", (car) => Math.max(0, car.price_changes.length - 1)],
  ["last_price_change", (car) => (car.price_changes.length > 1 ? car.price_changes.at(-1)!.at.slice(0, 10) : null)],
  ["merchandising_score", (car) => car.merchandising_score],
  ["merchandising_gaps", (car) => car.merchandising_gaps.join("; ")],
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a
 * spreadsheet would run as a formula (= + - @ at its start) gets a leading quote mark (OWASP's
 * CSV injection advice), since a car's name comes from a feed.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as a spreadsheet: a header row, then one row per car. */
export function carsCsv(cars: readonly CarFigures[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(",")];
  for (const car of cars) lines.push(CSV_COLUMNS.map(([, value]) => csvCell(value(car))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
