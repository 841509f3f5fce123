import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createReservation } from "../api/reservations.ts";
import { customerRequestSchema } from "../finance/quote.ts";
import { contactDetailsShape } from "./contact-details.ts";
import { enquirySchema } from "./enquiry.ts";
import { enquiryDetailsSchemas } from "./enquiry-details.ts";
import { OWN_MESSAGES } from "./messages.ts";

const INJECTION = "Ada\r\nBcc: x";

/** Every name a shopper types, as the contract that takes it parses it alone. */
const NAME_FIELDS: [string, (name: string) => z.ZodSafeParseResult<unknown>][] = [
  [
    "first name (enquiries, bookings, reservations, checkout)",
    (name) => contactDetailsShape.first_name.safeParse(name),
  ],
  ["last name (enquiries, bookings, reservations, checkout)", (name) => contactDetailsShape.last_name.safeParse(name)],
  ["finance applicant's first name", (name) => customerRequestSchema.shape.data.shape.first_name.safeParse(name)],
  ["finance applicant's last name", (name) => customerRequestSchema.shape.data.shape.last_name.safeParse(name)],
  ["fleet enquiry's company", (name) => enquiryDetailsSchemas.fleet.safeParse({ company: name })],
];

describe.each(NAME_FIELDS)("%s", (_field, parse) => {
  it.each([[INJECTION], ["Ada\nLovelace"], ["Ada\tLovelace"], ["Ada\u2028Lovelace"], ["Ada\u202Eecalevol"]])(
    "refuses %j with a message that says why",
    (name) => {
      expect(parse(name).error?.issues.map((issue) => issue.message)).toEqual([OWN_MESSAGES.nameOneLine]);
    },
  );

  it.each([["Ada"], ["Zoë O'Brien-Núñez"], ["李小龍"], ["Ada\n"]])("takes %j", (name) => {
    expect(parse(name).success).toBe(true);
  });
});

describe("whole contracts name the field", () => {
  const shopper = { first_name: INJECTION, last_name: "Lovelace", email: "ada@example.com", phone: "0412345678" };

  it("an enquiry", () => {
    const issues = enquirySchema().safeParse({ kind: "general", ...shopper }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "first_name",
      OWN_MESSAGES.nameOneLine,
    ]);
  });

  it("a reservation", () => {
    const issues = createReservation.request.safeParse({ car_id: "501", ...shopper }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "first_name",
      OWN_MESSAGES.nameOneLine,
    ]);
  });
});
