import { z } from "zod";
import { JOURNEY_STEPS, stepAnswerSchemas } from "../checkout-journey/journey.ts";
import { requiredInput } from "../forms/inputs.ts";
import { defineContract } from "./contract.ts";
import { createReservation, reservationSchema } from "./reservations.ts";

const journeySchema = z.object({
  id: z.string(),
  car_id: z.string(),
  /** The car's page slug and name (null once the car has left the feed). */
  car_slug: z.string().nullable(),
  car_name: z.string().nullable(),
  /** Each answered step's answer, by step name. */
  answers: z.record(z.string(), z.unknown()),
  /** Where a resumed journey opens. */
  next_step: z.enum(JOURNEY_STEPS),
  /**
   * The delivery answer's place and cost as the shopper was quoted them (from the car's
   * yard, the dealer's bands; cost null beyond them); null for a pick-up, an unknown postcode or a
   * dealer without the delivery calculator.
   */
  delivery: z
    .object({ postcode: z.string(), place: z.string(), state: z.string(), cost: z.number().nullable() })
    .nullable(),
  /** The deposit hold placed at the last step, once placed. */
  reservation: reservationSchema.nullable(),
  updated_at: z.string(),
});
export type Journey = z.output<typeof journeySchema>;

/** One step's answer, checked against that step's schema so each bad field is named (answer.<field>). */
const saveStepSchema = z
  .object({
    car_id: requiredInput(100),
    step: z.enum(JOURNEY_STEPS, { error: "must be one of the journey's steps" }),
    answer: z.record(z.string(), z.unknown()),
  })
  .superRefine((body, ctx) => {
    const parsed = stepAnswerSchemas[body.step].safeParse(body.answer);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: ["answer", ...issue.path.map(String)], message: issue.message });
  });

/**
 * Online purchase, for the signed-in shopper (401 otherwise): save one step's answer;
 * each saved step reaches the dealer as a lead. The last step ("review") places the deposit hold
 * and answers the payment page to go to. Steps are saved in order (409 for one out of order).
 */
export const checkoutJourney = defineContract({
  path: "/api/checkout-journey",
  methods: ["POST"],
  request: saveStepSchema,
  response: z.object({ journey: journeySchema, checkout_url: z.string().nullable() }),
  errors: {
    not_offered: { status: 404, message: (item: string) => `This ${item} can't be bought online. Please contact us.` },
    earlier_steps: { status: 409, message: "Please complete the earlier steps first." },
    already_reserved: createReservation.errors.already_reserved,
    payments_unavailable: createReservation.errors.payments_unavailable,
    one_at_a_time: createReservation.errors.one_at_a_time,
    too_many_reservations: createReservation.errors.too_many_reservations,
  },
});

/** GET /api/checkout-journeys[?car_id=]: the signed-in shopper's journeys, newest first (resume here and from /my-garage). */
export const checkoutJourneys = defineContract({
  path: "/api/checkout-journeys",
  methods: ["GET"],
  request: z.object({ car_id: z.string().trim().max(100).optional() }),
  response: z.object({ journeys: z.array(journeySchema) }),
  errors: {},
});
