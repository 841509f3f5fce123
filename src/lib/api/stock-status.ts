import { z } from "zod";
import { defineContract } from "./contract.ts";

/**
 * Every page of one build asks the same URL, so the CDN answers almost every request. Browsers
 * must not keep an answer (stale-while-revalidate would show a shopper who reloads the stock
 * they saw before): they revalidate by ETag each time. Netlify-CDN-Cache-Control is Netlify's
 * CDN's alone and never reaches the browser.
 */
export const STOCK_STATUS_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  "Netlify-CDN-Cache-Control": "public, s-maxage=15, stale-while-revalidate=30",
} as const;

/**
 * GET /api/stock-status?since=<the page's stock time>: each car's state from the
 * changes received after the page's stock was read, so a static page can correct itself; a car
 * someone is paying a deposit on right now has `pending_until`.
 */
export const stockStatus = defineContract({
  path: "/api/stock-status",
  methods: ["GET"],
  request: z.object({
    since: z.iso.datetime({ offset: true, error: "must be an ISO date and time" }),
  }),
  response: z.object({
    since: z.string(),
    cars: z.array(
      z.object({
        car_id: z.string(),
        at: z.string(),
        status: z.string().optional(),
        price: z.number().nullable().optional(),
        before_price: z.number().nullable().optional(),
        reserved: z.boolean().optional(),
        removed: z.literal(true).optional(),
        /** Someone's deposit checkout for this car is open until then. */
        pending_until: z.string().optional(),
      }),
    ),
  }),
  errors: {},
});
