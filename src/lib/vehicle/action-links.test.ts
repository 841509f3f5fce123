import { describe, expect, it } from "vitest";
import { carSchema } from "../feed/car.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { financeHref, vehicleActions, vehicleActionsOnceReleased } from "./action-links.ts";

const car = (patch: object = {}) =>
  carSchema.parse({
    id: 42,
    slug: "2023-ford-ranger-42",
    name: "2023 Ford Ranger",
    year: 2023,
    make: "Ford",
    model: "Ranger",
    price: 55990,
    status: "in_stock",
    car_type: "demo",
    vin: "MNAUMFF50NW123456",
    dealership_id: "7",
    ...patch,
  });
const config = (patch: object = {}) =>
  parseTenantConfig(
    {
      slug: "x",
      name: "X",
      siteUrl: "https://x.example",
      template: "brand",
      contact: {
        phone: "03 5550 0000",
        email: "a@x.example",
        street: "1 A St",
        suburb: "Frankston",
        state: "VIC",
        postcode: "3199",
      },
      ...patch,
    },
    "tenants/x/tenant.json",
  );

describe("vehicle action links (spec §2 sidebar)", () => {
  it("links every enabled action to its route with the car preset, in the tenant's order", () => {
    expect(
      vehicleActions(car(), config({ features: { reserveOnline: { enabled: true, route: "buy-online" } } })),
    ).toEqual([
      { action: "enquire", label: "Enquire", href: "#vehicle-enquiry" },
      { action: "test-drive", label: "Book a Test Drive", href: "/book-test-drive?car_id=42" },
      { action: "reserve", label: "Reserve", href: "/cars/2023-ford-ranger-42/buy-online" },
      {
        action: "finance",
        label: "Get Finance",
        href: "/finance?preferredDealership=7&vehiclePriceBudget=55990&car_id=42&car_type=demo&vin=MNAUMFF50NW123456#finance-form",
      },
      { action: "trade-in", label: "Trade-In Valuation", href: "/cars/trade-in?car_id=42" },
    ]);
  });

  it.each([
    ["reserve online off", car(), config(), ["enquire", "test-drive", "finance", "trade-in"]],
    [
      "an already reserved car",
      car({ reserved: true }),
      config({ features: { reserveOnline: { enabled: true } } }),
      ["enquire", "test-drive", "finance", "trade-in"],
    ],
    [
      "trade-in off",
      car(),
      config({ features: { tradeIn: { enabled: false } } }),
      ["enquire", "test-drive", "finance"],
    ],
    [
      "the online purchase on: Buy Online last",
      car(),
      config({ features: { reserveOnline: { enabled: true }, checkoutJourney: true } }),
      ["enquire", "test-drive", "reserve", "finance", "trade-in", "buy-online"],
    ],
    [
      "the online purchase on but reserving off (its last step is the deposit hold)",
      car(),
      config({ features: { checkoutJourney: true } }),
      ["enquire", "test-drive", "finance", "trade-in"],
    ],
    [
      "the online purchase on and the car reserved",
      car({ reserved: true }),
      config({ features: { reserveOnline: { enabled: true }, checkoutJourney: true } }),
      ["enquire", "test-drive", "finance", "trade-in"],
    ],
    // Reserve only where a price is shown and the capped deposit reaches the dealer's minimum.
    [
      "reserve online on and no price (Enquire for price)",
      car({ price: undefined }),
      config({ features: { reserveOnline: { enabled: true }, checkoutJourney: true } }),
      ["enquire", "test-drive", "finance", "trade-in"],
    ],
    [
      "reserve online on and a PREORDER car without a price",
      car({ price: 0, preorder: true }),
      config({ features: { reserveOnline: { enabled: true } } }),
      ["enquire", "test-drive", "finance", "trade-in"],
    ],
    [
      "reserve online on and a $900 car (10% is below the $100 minimum deposit)",
      car({ price: 900 }),
      config({ features: { reserveOnline: { enabled: true } } }),
      ["enquire", "test-drive", "finance", "trade-in"],
    ],
    ["a sold car", car({ status: "sold" }), config(), []],
    [
      "a coming-soon car",
      car({ status: "coming_soon" }),
      config({ vehiclePage: { actions: ["finance", "enquire"] } }),
      ["finance", "enquire"],
    ],
  ])("with %s", (_name, input, settings, expected) => {
    expect(vehicleActions(input, settings).map((link) => link.action)).toEqual(expected);
  });

  it("links Buy Online to /checkout-journey?car_id={slug}", () => {
    const settings = config({ features: { reserveOnline: { enabled: true }, checkoutJourney: true } });
    expect(vehicleActions(car(), settings).at(-1)).toEqual({
      action: "buy-online",
      label: "Buy Online",
      href: "/checkout-journey?car_id=2023-ford-ranger-42",
    });
  });

  it("sends Get Finance to an external finance link with the same query", () => {
    expect(financeHref(car({ vin: "", dealership_id: "" }), "https://finance.example/apply?dealer=9")).toBe(
      "https://finance.example/apply?dealer=9&vehiclePriceBudget=55990&car_id=42&car_type=demo#finance-form",
    );
  });
});

describe("a page built while the car was reserved", () => {
  const reserving = config({ features: { reserveOnline: { enabled: true }, checkoutJourney: true } });
  const actions = (links: { action: string }[]) => links.map((link) => link.action);

  it("still has the deposit actions, for when the hold is released", () =>
    expect(actions(vehicleActionsOnceReleased(car({ reserved: true }), reserving))).toEqual([
      "enquire",
      "test-drive",
      "reserve",
      "finance",
      "trade-in",
      "buy-online",
    ]));

  it.each([
    ["no price", car({ reserved: true, price: undefined })],
    ["sold", car({ reserved: true, status: "sold" })],
  ])("but not for a car that could not be reserved anyway (%s)", (_name, held) =>
    expect(actions(vehicleActionsOnceReleased(held, reserving))).toEqual(
      actions(vehicleActions({ ...held, reserved: false }, reserving)),
    ),
  );

  it("is vehicleActions for a car not reserved", () =>
    expect(vehicleActionsOnceReleased(car(), reserving)).toEqual(vehicleActions(car(), reserving)));
});
