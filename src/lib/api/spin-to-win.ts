import { z } from "zod";
import { defineContract } from "./contract.ts";

const spinSchema = z.object({
  campaign: z.string(),
  prize_id: z.string(),
  prize_label: z.string(),
  /** The segment wins nothing (then there is no code). */
  no_prize: z.boolean(),
  redemption_code: z.string().nullable(),
  /**
   * Where the wheel stops: the prize's segment and the clockwise rotation in degrees that lands on
   * it; null when the dealer has since taken the prize off the wheel.
   */
  segment: z.object({ index: z.number().int().min(0), count: z.number().int().min(1) }).nullable(),
  rotation: z.number().nullable(),
  spun_at: z.string(),
});
export type Spin = z.output<typeof spinSchema>;

/**
 * Spin to win, for the signed-in shopper of a dealer that runs it. GET: their spin in the
 * current campaign, or null. POST: spin once; the server draws. 201 with the new spin; 200 with
 * `created: false`, the refusal and the first spin when this phone has already spun (never a second
 * prize). Not signed in: 401; the dealer does not run it: 404.
 */
export const spinToWin = defineContract({
  path: "/api/spin-to-win",
  methods: ["GET", "POST"],
  request: z.object({}),
  response: z.object({
    created: z.boolean(),
    /** Why no new spin was made ('You've already spun the wheel for this promotion.'), or null. */
    message: z.string().nullable(),
    spin: spinSchema.nullable(),
    terms: z.string(),
  }),
  errors: {
    not_running: { status: 404, message: "Spin to Win is not running on this site." },
  },
});
