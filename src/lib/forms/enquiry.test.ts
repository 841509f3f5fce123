import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENQUIRY_OPTIONS,
  enquiryProblems,
  enquiryRuleProblems,
  enquirySchema,
  type EnquiryOptions,
} from "./enquiry.ts";
import { ENQUIRY_KIND_NAMES } from "./enquiry-kinds.ts";
import { DETAIL_FIELDS, detailsFromInputs } from "./enquiry-details.ts";
import { MESSAGES } from "./messages.ts";

const base = {
  kind: "general",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "0412345678",
  comments: "Hello",
  category: "Sales",
};

function problems(body: Record<string, unknown>, options: Partial<EnquiryOptions> = {}) {
  const result = enquirySchema({ ...DEFAULT_ENQUIRY_OPTIONS, ...options }).safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe.each([
  ["§5 comments required", { comments: "" }, {}, { comments: MESSAGES.required }],
  ["§5 comments not required when switched off", { comments: "" }, { commentsRequired: false }, {}],
  ["§5 category required", { category: undefined }, {}, { category: MESSAGES.required }],
  ["§5 category must be offered", { category: "Boats" }, {}, { category: "Please choose one of the options." }],
  ["§5 category implied for a vehicle enquiry", { kind: "vehicle", category: undefined, car_id: "101" }, {}, {}],
  ["vehicle enquiry needs its car", { kind: "vehicle", category: undefined }, {}, { car_id: MESSAGES.required }],
  ["a reservation needs its car", { kind: "reserve", category: undefined }, {}, { car_id: MESSAGES.required }],
  ["§5 location required when shown", {}, { locationShown: true }, { location_id: MESSAGES.required }],
  ["§5 location not needed with a car attached", { kind: "vehicle", car_id: "1" }, { locationShown: true }, {}],
  ["§5 dealership required when more than one", {}, { dealershipCount: 2 }, { dealership_id: MESSAGES.required }],
  ["§5 dealership not required for one", {}, { dealershipCount: 1 }, {}],
  ["§5 terms on some sites", {}, { termsRequired: true }, { terms_accepted: MESSAGES.required }],
  ["§5 terms accepted", { terms_accepted: true }, { termsRequired: true }, {}],
  ["'This is a required field.' for a missing name", { first_name: "  " }, {}, { first_name: MESSAGES.required }],
  ["email must be an email", { email: "nope" }, {}, { email: "Please enter a valid email address." }],
  ["postcode exactly 4 digits", { postcode: "123" }, {}, { postcode: MESSAGES.postcodeInvalid }],
  [
    "service booking needs a date",
    { kind: "service", category: undefined },
    {},
    { "details.preferred_date": MESSAGES.required },
  ],
  [
    "trade-in needs the vehicle",
    { kind: "trade-in", details: { vehicle: { year: 2015, make: "Mazda" } } },
    {},
    { "details.vehicle.model": MESSAGES.required },
  ],
  ["unknown kind", { kind: "boat" }, {}, { kind: "Please choose one of the options." }],
])("%s", (_rule, change, options, expected) => {
  it("gives exactly these problems", () => expect(problems({ ...base, ...change }, options)).toEqual(expected));
});

describe("enquirySchema output", () => {
  it("§5: the phone is normalised", () => {
    expect(enquirySchema().parse({ ...base, phone: "+61 412 345 678" }).phone).toBe("0412345678");
  });
  it("records a marketing opt-in only when the shopper ticked the box, whatever the dealer's default", () => {
    const ticked = enquirySchema({ ...DEFAULT_ENQUIRY_OPTIONS, optInDefault: true });
    expect(ticked.parse(base).opt_in).toBeUndefined();
    expect(ticked.parse({ ...base, opt_in: false }).opt_in).toBe(false);
    expect(ticked.parse({ ...base, opt_in: true }).opt_in).toBe(true);
  });
  it.each(ENQUIRY_KIND_NAMES)("accepts a minimal %s enquiry", (kind) => {
    const details =
      kind === "service"
        ? { preferred_date: "2027-01-05" }
        : kind === "fleet"
          ? { company: "Acme" }
          : kind.endsWith("-in") || kind === "sell-my-car"
            ? { vehicle: { year: 2015, make: "Mazda", model: "3" } }
            : {};
    expect(problems({ ...base, kind, car_id: "1", details })).toEqual({});
  });
});

describe("enquiryRuleProblems on an empty form (a first submit)", () => {
  it("§5 names every cross-field rule at once", () => {
    const options = { ...DEFAULT_ENQUIRY_OPTIONS, locationShown: true, dealershipCount: 3, termsRequired: true };
    expect(enquiryRuleProblems({ kind: "contact" }, options)).toEqual({
      comments: MESSAGES.required,
      category: MESSAGES.required,
      location_id: MESSAGES.required,
      dealership_id: MESSAGES.required,
      terms_accepted: MESSAGES.required,
    });
  });
});

describe.each(ENQUIRY_KIND_NAMES)("DETAIL_FIELDS for %s", (kind) => {
  it("a form filled with only the required detail fields passes the schema", () => {
    const sample: Record<string, string> = { "vehicle.year": "2015", preferred_date: "2027-03-01" };
    const inputs = Object.fromEntries(
      DETAIL_FIELDS[kind].filter((f) => f.required).map((f) => [f.name, sample[f.name] ?? "Acme"]),
    );
    expect(problems({ ...base, kind, car_id: "1", details: detailsFromInputs(inputs) })).toEqual({});
  });
  it("every required detail field is required by the schema", () => {
    for (const field of DETAIL_FIELDS[kind].filter((f) => f.required)) {
      const inputs = Object.fromEntries(
        DETAIL_FIELDS[kind]
          .filter((f) => f.required && f !== field)
          .map((f) => [
            f.name,
            f.name === "vehicle.year" ? "2015" : f.name === "preferred_date" ? "2027-03-01" : "Acme",
          ]),
      );
      expect(Object.keys(problems({ ...base, kind, car_id: "1", details: detailsFromInputs(inputs) }))).toEqual([
        `details.${field.name}`,
      ]);
    }
  });
});

describe("detailsFromInputs", () => {
  it("nests dotted names and drops empty inputs", () =>
    expect(detailsFromInputs({ "vehicle.year": "2015", "vehicle.make": " Mazda ", rego: "" })).toEqual({
      vehicle: { year: "2015", make: "Mazda" },
    }));
});

describe("enquiryProblems (everything a half-filled form must show at once)", () => {
  const schema = enquirySchema(DEFAULT_ENQUIRY_OPTIONS);
  it("reports a trade-in's missing car details while the contact details are still empty", () => {
    const problems = enquiryProblems(
      schema,
      { kind: "trade-in", details: { vehicle: { year: "2015" } } },
      DEFAULT_ENQUIRY_OPTIONS,
    );
    expect(problems).toMatchObject({
      "details.vehicle.make": "This is a required field.",
      "details.vehicle.model": "This is a required field.",
      first_name: "This is a required field.",
      comments: "This is a required field.",
    });
    expect(problems["details.vehicle.year"]).toBeUndefined();
  });
  it("names each missing car field when no car detail is given yet", () => {
    const problems = enquiryProblems(schema, { kind: "trade-in" }, DEFAULT_ENQUIRY_OPTIONS);
    expect(problems).toMatchObject({
      "details.vehicle.year": "This is a required field.",
      "details.vehicle.make": "This is a required field.",
    });
  });
  it("reports nothing for a complete form", () => {
    const body = {
      kind: "sell-my-car" as const,
      first_name: "A",
      last_name: "B",
      email: "a@b.co",
      phone: "0412345678",
      comments: "x",
      details: { vehicle: { year: "2015", make: "Kia", model: "Rio" } },
    };
    expect(enquiryProblems(schema, body, DEFAULT_ENQUIRY_OPTIONS)).toEqual({});
  });
});
