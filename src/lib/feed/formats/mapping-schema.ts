import { z } from "zod";
import { CAR_FIELD_KINDS, type MappableCarField, MAPPABLE_CAR_FIELDS, REQUIRED_MAPPED_FIELDS } from "./car-fields.ts";
import { DATE_FORMATS } from "./transforms.ts";

/** `feed.format` in tenant.json: which kind of stock export the dealer's system produces. */
export const FEED_FORMATS = ["forecourt", "csv", "xml", "google-vehicle-listings", "meta-automotive"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const KIND_HELP: Record<string, string> = {
  text: "text, trimmed",
  integer: "a whole number; '$', 'AUD' and thousands separators are ignored",
  distance: "whole km; a cell written in miles ('7,456 mi') or a mapping with unit 'miles' is converted",
  money: "dollars; '$', 'AUD' and thousands separators are ignored; money 'cents' divides by 100",
  boolean: "yes/no, true/false, 1/0, Y/N",
  date: "a date, day first by default (25/11/2026, 25/11/2026 14:30) or ISO; wall clock in the dealer's time zone",
  list: "several values: repeated XML elements, numbered columns (image[*].url) or one cell split on `split`",
};

const fieldMappingSchema = z.union([
  z.string().min(1).describe("The source column (CSV header) or element path (XML) to read."),
  z.strictObject({
    column: z
      .string()
      .min(1)
      .optional()
      .describe(
        "CSV: the header, matched ignoring case; `[*]` matches numbered columns (image[*].url). XML: an element path inside the record (mileage/value or mileage.value; @attr for an attribute).",
      ),
    columns: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        "Several columns read as one, in order: a list gets every value (image_link, additional_image_link), any other field the filled cells joined by a space (mileage.value, mileage.unit).",
      ),
    anyOf: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        "The same attribute as different exports name it (brand or make): the first of these columns the file has is read.",
      ),
    from: z
      .enum(["date"])
      .optional()
      .describe(
        'year: read it from a date column (a registration or build date such as 02/11/2018 or 11/2018), {"column": "Registration Date", "from": "date"}.',
      ),
    default: scalar.optional().describe("Used when the column is missing from a row or the cell is blank."),
    values: z
      .record(z.string(), scalar)
      .optional()
      .describe(
        'Value map, matched ignoring case, spaces, \'-\' and \'_\': {"Ex-Demo": "demo", "Under Offer": "reserved"}; "" means no value ({"Ring Steve": ""} for a price). Added to the built-in maps: car_type, status, no-price words for prices (POA, Call, TBA, Enquire, 0) and placeholders for text (Unspecified, N/A, -).',
      ),
    unit: z.enum(["km", "miles"]).optional().describe("km: the odometer's unit when the cell does not say."),
    money: z.enum(["dollars", "cents"]).optional().describe("Price fields: whether the source is in dollars or cents."),
    dateFormat: z
      .enum(DATE_FORMATS)
      .optional()
      .describe("Date fields: how numeric dates are ordered (default DD/MM/YYYY; ISO dates are always read)."),
    split: z.string().min(1).optional().describe("List fields: the separator inside one cell, e.g. '|' or ','."),
  }),
]);

export type FieldMapping = z.output<typeof fieldMappingSchema>;

const specificationMappingSchema = z.strictObject({
  column: z.string().min(1).describe("The source column or element path holding the value."),
  label: z.string().min(1).optional().describe("The label shoppers read (default: the column name)."),
  group: z.string().min(1).optional().describe("The specification group, e.g. Weights."),
});

const carFieldMappings = Object.fromEntries(
  MAPPABLE_CAR_FIELDS.map((field) => [
    field,
    fieldMappingSchema.optional().describe(`Car field ${field}: ${KIND_HELP[CAR_FIELD_KINDS[field]]}.`),
  ]),
) as Record<MappableCarField, z.ZodOptional<typeof fieldMappingSchema>>;

export const feedMappingSchema = z
  .strictObject({
    ...carFieldMappings,
    specifications: z
      .array(specificationMappingSchema)
      .optional()
      .describe("Columns shown as specifications (label and group per column)."),
  })
  .describe(
    "Source column or element path → car field, with per-field transforms. Required for csv and xml; for the two named formats it overrides the built-in mapping field by field. Unmapped slug and name are made from year, make, model, badge and id.",
  );

export type FeedMapping = z.output<typeof feedMappingSchema>;

/** The stock export's settings, read by the feed adapters (a slice of tenant.json's `feed`). */
export const stockFeedSettingsSchema = {
  format: z
    .enum(FEED_FORMATS)
    .default("forecourt")
    .describe(
      "The stock export's format: forecourt (our JSON), csv or xml with a mapping, google-vehicle-listings (Google's vehicle ads attribute names, tab- or comma-delimited) or meta-automotive (Meta's automotive catalog, CSV or XML). Locations, models, offers and the rest stay JSON.",
    ),
  files: z
    .strictObject({
      cars: z
        .string()
        .regex(/^[\w.-]+$/, "must be a file name such as stock.csv")
        .optional()
        .describe(
          "The stock file's name in the feed folder or under feed.url (default cars.json, cars.csv, cars.xml, cars.tsv for Google, cars.csv for Meta).",
        ),
    })
    .prefault({})
    .describe("File names of the feeds, per entity."),
  delimiter: z
    .enum(["auto", ",", "\t", ";", "|"])
    .default("auto")
    .describe("CSV delimiter; auto picks the one the header row uses most."),
  encoding: z
    .enum(["auto", "utf-8", "windows-1252"])
    .default("auto")
    .describe("Text encoding; auto reads UTF-8 (with or without a BOM) and falls back to Windows-1252."),
  skipLines: z
    .number()
    .int()
    .min(0)
    .max(100)
    .default(0)
    .describe(
      "CSV: lines above the header to skip (a report title or date). Excel's own `sep=,` first line is recognised without this.",
    ),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as AUD or NZD")
    .optional()
    .describe(
      "The currency the export's prices are in (ISO 4217; default the dealer's, pricing.currency). A price written with another currency's code or symbol ('12995.00 USD') is skipped with the reason, never relabelled.",
    ),
  recordElement: z
    .string()
    .regex(/^[\w.:-]+$/)
    .optional()
    .describe(
      "XML: the element that holds one car (default: listing for Meta, item for Google, else the root's first child).",
    ),
  mapping: feedMappingSchema.optional(),
};

const DEFAULT_STOCK_FILES: Record<FeedFormat, string> = {
  forecourt: "cars.json",
  csv: "cars.csv",
  xml: "cars.xml",
  "google-vehicle-listings": "cars.tsv",
  "meta-automotive": "cars.csv",
};

export function stockFileName(feed: { format: FeedFormat; files: { cars?: string } }): string {
  return feed.files.cars ?? DEFAULT_STOCK_FILES[feed.format];
}

/**
 * A csv or xml export means nothing without a mapping, and a mapping that leaves out a field
 * every car needs would skip every row: both are config errors, named by their path.
 */
export function requireStockMapping(
  feed: { format: FeedFormat; mapping?: FeedMapping },
  context: { addIssue: (issue: { code: "custom"; message: string; path: (string | number)[] }) => void },
): void {
  if (feed.format !== "csv" && feed.format !== "xml") return;
  if (!feed.mapping) {
    context.addIssue({ code: "custom", message: `is required when feed.format is ${feed.format}`, path: ["mapping"] });
    return;
  }
  for (const field of REQUIRED_MAPPED_FIELDS) {
    if (feed.mapping[field] === undefined)
      context.addIssue({
        code: "custom",
        message: "every car needs it: map a column or give a default",
        path: ["mapping", field],
      });
  }
}
