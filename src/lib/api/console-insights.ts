import { z } from "zod";
import { periodQuerySchema } from "../insights/period.ts";
import { defineContract } from "./contract.ts";

/**
 * What the site does for the dealer (/console/insights/): views, leads and days in stock per car,
 * aged stock, where leads come from and how fast each salesperson answers (owners and sales:
 * `insights.view`), and the merchandising list every role with `insights.merchandising` sees.
 * Views are counted without anything personal (src/lib/insights).
 */

const filters = periodQuerySchema.extend({
  /** A yard's location id; every yard when absent. */
  yard: z.string().trim().max(64).optional(),
});

const count = z.number().int().min(0);

export const carFiguresSchema = z.object({
  id: z.string(),
  name: z.string(),
  stock_number: z.string().nullable(),
  /** The car page's path, for a link. */
  path: z.string().nullable(),
  yard: z.string().nullable(),
  condition: z.string(),
  make: z.string(),
  /** Days from the first day any feed, hook or the console showed the car. */
  days_in_stock: count,
  age_bucket: z.string(),
  price: z.number().nullable(),
  views: count,
  /** Watchlist saves and price alerts made in the period. */
  saves: count,
  leads: count,
  /** Leads by what the shopper sent ("Vehicle Enquiry": 2). */
  leads_by_kind: z.record(z.string(), count),
  bookings: count,
  deposits: count,
  price_changes: z.array(z.object({ price: z.number().nullable(), at: z.string(), source: z.string() })),
  merchandising_score: z.number(),
  merchandising_gaps: z.array(z.string()),
});
export type CarFigures = z.output<typeof carFiguresSchema>;

export const INSIGHTS_LISTS = ["all", "aged"] as const;
export const INSIGHTS_SORTS = ["days", "views", "leads", "saves", "price", "name", "score"] as const;

export const carsQuerySchema = filters.extend({
  list: z.enum(INSIGHTS_LISTS).optional(),
  condition: z.string().trim().max(20).optional(),
  make: z.string().trim().max(60).optional(),
  /** An age bucket's label ("31–45"). */
  bucket: z.string().trim().max(20).optional(),
  sort: z.enum(INSIGHTS_SORTS).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number() });

export const consoleInsights = defineContract({
  path: "/api/console/insights",
  methods: ["GET"],
  request: filters,
  response: z.object({
    period: periodSchema,
    yards: z.array(z.object({ id: z.string(), name: z.string() })),
    totals: z.object({
      views: count,
      leads: count,
      /** Leads per 100 car-page views (null: no views). */
      leads_per_100_views: z.number().nullable(),
      saves: count,
      bookings: count,
      deposits: count,
      cars: count,
      aged: count,
      median_days_in_stock: z.number().nullable(),
    }),
    daily: z.array(z.object({ day: z.string(), views: count, leads: count })),
    ages: z.array(z.object({ label: z.string(), cars: count, views: count, leads: count })),
    sources: z.array(
      z.object({
        source: z.string(),
        label: z.string(),
        views: count,
        leads: count,
        bookings: count,
        deposits: count,
        leads_per_100_views: z.number().nullable(),
      }),
    ),
    response: z.array(
      z.object({
        name: z.string(),
        assigned: count,
        answered: count,
        median_minutes: z.number().nullable(),
        on_time_share: z.number().nullable(),
        won: count,
        lost: count,
      }),
    ),
    /** One row per yard, for dealers with several (empty with one). */
    by_yard: z.array(z.object({ yard: z.string(), cars: count, views: count, leads: count, aged: count })),
    aged_days: z.number(),
  }),
  errors: { period: { status: 400, message: "Choose a period." } },
});

export const consoleInsightsCars = defineContract({
  path: "/api/console/insights/cars",
  methods: ["GET"],
  request: carsQuerySchema,
  response: z.object({
    cars: z.array(carFiguresSchema),
    total: count,
    page: z.number(),
    pages: z.number(),
    makes: z.array(z.string()),
    conditions: z.array(z.string()),
    buckets: z.array(z.string()),
  }),
  errors: { period: { status: 400, message: "Choose a period." } },
});

/** The same cars as a spreadsheet, one row per car (every page). */
export const consoleInsightsCarsCsv = defineContract({
  path: "/api/console/insights/cars.csv",
  methods: ["GET"],
  request: carsQuerySchema.omit({ page: true }),
  response: z.string(),
  errors: { period: { status: 400, message: "Choose a period." } },
});

export const consoleMerchandising = defineContract({
  path: "/api/console/insights/merchandising",
  methods: ["GET"],
  request: z.object({ yard: z.string().trim().max(64).optional() }),
  response: z.object({
    cars: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        stock_number: z.string().nullable(),
        path: z.string().nullable(),
        yard: z.string().nullable(),
        score: z.number(),
        gaps: z.array(z.object({ check: z.string(), text: z.string() })),
      }),
    ),
    /** Cars in stock, and how many of them have nothing to fix. */
    total: count,
    complete: count,
    average_score: z.number().nullable(),
    /** Whether the role may write car comments (content.edit): the list links to the comment form. */
    may_edit_comments: z.boolean(),
  }),
  errors: {},
});
