import { z } from "zod";
import { defineContract } from "./contract.ts";

const reviewSchema = z.object({
  id: z.string(),
  author: z.string().nullable(),
  rating: z.number(),
  text: z.string(),
  date: z.string().nullable(),
  url: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

/** §7 GET /api/reviews/snap21?orgId: the dealer's reviews (Snap21, or the tenant's reviews feed). */
export const reviewsSnap21 = defineContract({
  path: "/api/reviews/snap21",
  methods: ["GET"],
  request: z.object({
    orgId: z
      .string()
      .regex(/^\d{1,12}$/, "orgId must be a number.")
      .optional(),
  }),
  response: z.object({
    source: z.enum(["snap21", "feed"]),
    average: z.number().nullable(),
    count: z.number(),
    reviews: z.array(reviewSchema),
  }),
  errors: { not_found: { status: 404, message: "No reviews for that organisation on this site." } },
  singleFieldMessage: true,
});
