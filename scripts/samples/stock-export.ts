/**
 * One sample dealer's stock as its stock tool exports it: a CSV with the tool's own
 * column names and words ("Ex-Demo", "In Transit", "DAP"), prices with "$" and commas, day-first
 * dates on the dealer's wall clock, photos in one "|"-separated cell, specifications one column per
 * label, UTF-8 with a BOM and CRLF line ends as Excel writes it; and the tenant.json mapping that
 * turns it back into cars. Nothing here is read by the product: it reads the file via the mapping.
 */
import { zonedMoment } from "#lib/hours/zoned-time.ts";

type Car = Record<string, unknown>;

export const STOCK_EXPORT_FILE = "stock-export.csv";

const CONDITION: Record<string, string> = { new: "NEW", used: "Used", demo: "Ex-Demo" };
const STATUS: Record<string, string> = { in_stock: "Available", coming_soon: "In Transit", sold: "Sold" };
const PRICE_TYPE: Record<string, string> = { "Drive Away": "DAP", "Excl. Govt. Charges": "EGC" };

/** The feed's flags come messy (true, "yes", 1, ""): the stock tool writes Y or N. */
const yesNo = (value: unknown) => (["true", "yes", "y", "1", "on"].includes(String(value).toLowerCase()) ? "Y" : "N");

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** "25/11/2026 14:30" on the dealer's wall clock, as Australian stock tools write dates. */
function wallClock(iso: unknown, timeZone: string): string {
  if (typeof iso !== "string" || !iso) return "";
  const { date, minutes } = zonedMoment(new Date(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.split("-").reverse().join("/")} ${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

const dateOnly = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split("-").reverse().join("/") : text(value);

type Specification = { group?: string; label: string; value: string };
/** Specifications as a list, whichever of the feed's two shapes (list or label → value map) the car has. */
function specificationsOf(car: Car): Specification[] {
  const specs = car.specifications;
  if (Array.isArray(specs))
    return (specs as (Specification & { name?: string })[]).map(({ name, ...spec }) => ({
      ...spec,
      label: spec.label ?? name ?? "",
    }));
  if (specs && typeof specs === "object")
    return Object.entries(specs).map(([label, value]) => ({ label, value: String(value) }));
  return [];
}

/** Column → how the stock tool writes it from a car. */
function columns(timeZone: string): [string, (car: Car) => string][] {
  return [
    ["Stock ID", (car) => text(car.id)],
    ["Stock No", (car) => text(car.stocknum)],
    ["Condition", (car) => CONDITION[text(car.car_type)] ?? text(car.car_type)],
    ["Status", (car) => STATUS[text(car.status)] ?? text(car.status)],
    ["Year", (car) => text(car.year)],
    ["Make", (car) => text(car.make)],
    ["Model", (car) => text(car.model)],
    ["Variant", (car) => text(car.badge)],
    ["Series", (car) => text(car.series)],
    ["Colour", (car) => text(car.colour)],
    ["Odometer (km)", (car) => text(car.km)],
    [
      "Retail Price",
      (car) => (typeof car.price === "number" ? `$${car.price.toLocaleString("en-AU")}` : text(car.price)),
    ],
    ["Was Price", (car) => text(car.before_price)],
    ["Price Type", (car) => PRICE_TYPE[text(car.price_type)] ?? text(car.price_type)],
    ["Pre-order", (car) => yesNo(car.preorder)],
    ["Certified", (car) => yesNo(car.certified)],
    ["On Hold", (car) => yesNo(car.reserved)],
    ["Show On Website", (car) => (car.show_on_dealer_website === undefined ? "Y" : yesNo(car.show_on_dealer_website))],
    ["Tag", (car) => text(car.tag)],
    ["Date In", (car) => wallClock(car.created_at, timeZone)],
    ["Date Sold", (car) => wallClock(car.sold_at, timeZone)],
    ["VIN", (car) => text(car.vin)],
    ["NVIC", (car) => text(car.nvic)],
    ["Rego", (car) => text(car.regplate)],
    ["Rego Expiry", (car) => dateOnly(car.rego_expiry)],
    ["Build Date", (car) => text(car.build_date)],
    ["Compliance Date", (car) => text(car.compliance_date)],
    ["Body Type", (car) => text(car.simple_body)],
    ["Photos", (car) => ((car.images as { url: string }[] | undefined) ?? []).map((image) => image.url).join("|")],
    ["Features", (car) => ((car.standardEquipment as string[] | undefined) ?? []).join("|")],
    ["Video", (car) => text(car.video_url)],
    ["Comments", (car) => text(car.dealercomments)],
    ["Yard ID", (car) => text(car.location_id)],
    ["Yard", (car) => text(car.location)],
    ["Dealership ID", (car) => text(car.dealership_id)],
    ["Dealership Slug", (car) => text(car.dealership_slug)],
    ["Dealership", (car) => text(car.dealership_name)],
    ["City", (car) => text(car.city)],
    ["State", (car) => text(car.state)],
    ["Views", (car) => text(car.views)],
  ];
}

/** Every specification label the stock has, in first-seen order: one column each. */
function specificationColumns(cars: readonly Car[]): Specification[] {
  const seen = new Map<string, Specification>();
  for (const car of cars)
    for (const spec of specificationsOf(car)) if (!seen.has(spec.label)) seen.set(spec.label, spec);
  return [...seen.values()];
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function stockExportCsv(cars: readonly Car[], timeZone: string): string {
  const fixed = columns(timeZone);
  const specs = specificationColumns(cars);
  const header = [...fixed.map(([name]) => name), ...specs.map((spec) => spec.label)];
  const rows = cars.map((car) => [
    ...fixed.map(([, write]) => write(car)),
    ...specs.map((spec) => specificationsOf(car).find((own) => own.label === spec.label)?.value ?? ""),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(quote).join(",")).join("\r\n")}\r\n`;
}

/** The `feed` settings of tenant.json that read the export above. */
export function stockExportFeedSettings(cars: readonly Car[], itemType: string): Record<string, unknown> {
  return {
    format: "csv",
    files: { cars: STOCK_EXPORT_FILE },
    mapping: {
      id: "Stock ID",
      stocknum: "Stock No",
      car_type: "Condition",
      status: "Status",
      year: "Year",
      make: "Make",
      model: "Model",
      badge: "Variant",
      series: "Series",
      colour: "Colour",
      km: { column: "Odometer (km)", unit: "km" },
      price: "Retail Price",
      before_price: "Was Price",
      // DAP and EGC are among the car schema's price type words.
      price_type: "Price Type",
      preorder: { column: "Pre-order", default: false },
      certified: { column: "Certified", default: false },
      reserved: { column: "On Hold", default: false },
      show_on_dealer_website: { column: "Show On Website", default: true },
      tag: "Tag",
      created_at: { column: "Date In", dateFormat: "DD/MM/YYYY" },
      sold_at: { column: "Date Sold", dateFormat: "DD/MM/YYYY" },
      vin: "VIN",
      nvic: "NVIC",
      regplate: "Rego",
      rego_expiry: "Rego Expiry",
      build_date: "Build Date",
      compliance_date: "Compliance Date",
      simple_body: "Body Type",
      images: { column: "Photos", split: "|" },
      standardEquipment: { column: "Features", split: "|" },
      video_url: "Video",
      dealercomments: "Comments",
      location_id: "Yard ID",
      location: "Yard",
      dealership_id: "Dealership ID",
      dealership_slug: "Dealership Slug",
      dealership_name: "Dealership",
      city: "City",
      state: "State",
      views: "Views",
      item_type: { default: itemType },
      specifications: specificationColumns(cars).map((spec) => ({ column: spec.label, group: spec.group })),
    },
  };
}
