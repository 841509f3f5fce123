import { describe, expect, it } from "vitest";
import { issueFields } from "../forms/issues.ts";
import { bookingBody, bookingDetailsSchema, LICENCE_MESSAGE } from "./booking-form.ts";

const contact = { first_name: "Dana", last_name: "Driver", email: "dana@example.com", phone: "0412 345 678" };
const problems =
  (...args: Parameters<typeof bookingDetailsSchema>) =>
  (input: unknown) => {
    const parsed = bookingDetailsSchema(...args).safeParse(input);
    return parsed.success ? {} : issueFields(parsed.error.issues);
  };

describe("a booking's details, checked as POST /api/appointments checks them", () => {
  it.each([
    [
      "a test drive without the licence confirmed",
      "testDrive",
      false,
      { ...contact },
      { licence_confirmed: LICENCE_MESSAGE },
    ],
    ["a test drive with it", "testDrive", false, { ...contact, licence_confirmed: true }, {}],
    [
      "a service without what it needs",
      "service",
      false,
      { ...contact },
      { service_type: "Please choose one of the options." },
    ],
    [
      "a service with odometer in words",
      "service",
      false,
      { ...contact, service_type: "Logbook service", odometer: "forty thousand" },
      { odometer: "Please enter the kilometres as a whole number." },
    ],
    [
      "terms the dealer shows, not accepted (§5)",
      "service",
      true,
      { ...contact, service_type: "Logbook service" },
      { terms_accepted: "This is a required field." },
    ],
    [
      "contact details missing (§5 messages)",
      "testDrive",
      false,
      { licence_confirmed: true },
      {
        first_name: "This is a required field.",
        last_name: "This is a required field.",
        email: "This is a required field.",
        phone: "This is a required field.",
      },
    ],
  ] as const)("%s", (_, kind, terms, input, expected) => {
    const found = problems(kind, terms)(input);
    expect(found).toMatchObject(expected);
    expect(Object.keys(found)).toHaveLength(Object.keys(expected).length);
  });

  it("sends only what the kind asks, trimmed, the odometer as a number and empty inputs left out", () => {
    const at = { starts_at: "2026-12-05T00:00:00.000Z", location_id: "201" };
    expect(
      bookingBody(
        "service",
        {
          ...contact,
          first_name: " Dana ",
          odometer: "48000",
          rego: "",
          service_type: "Tyres, brakes or battery",
          licence_confirmed: true,
        },
        at,
      ),
    ).toEqual({
      kind: "service",
      ...at,
      ...contact,
      odometer: 48000,
      service_type: "Tyres, brakes or battery",
      opt_in: false,
      terms_accepted: false,
    });
    expect(
      bookingBody("testDrive", { ...contact, licence_confirmed: true, rego: "ABC" }, { ...at, car_id: "300017" }),
    ).toEqual({
      kind: "testDrive",
      ...at,
      car_id: "300017",
      ...contact,
      licence_confirmed: true,
      opt_in: false,
      terms_accepted: false,
    });
  });
});
