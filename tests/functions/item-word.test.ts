import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import reserveFn from "../../functions/reservations.ts";
import valuationFn from "../../functions/trade-in-valuation.ts";
import { clearTenantCache } from "../../functions/_shared/platform/tenant.ts";
import { checkoutJourney } from "#lib/api/checkout-journey.ts";
import { errorMessage } from "#lib/api/contract.ts";
import { createReservation } from "#lib/api/reservations.ts";
import { tradeInValuation } from "#lib/api/trade-in.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/**
 * A contract's message that names the stock is declared as a function of the dealer's
 * item word, and the function answers with exactly that text, in the dealer's own word.
 */
describe("contract messages in the dealer's item word", () => {
  it("the reservation and checkout contracts declare them; a car dealer's text is the spec's", () => {
    expect(errorMessage(createReservation.errors.not_offered, "car")).toBe(
      "This car can't be reserved online. Please contact us.",
    );
    expect(errorMessage(createReservation.errors.already_reserved, "caravan")).toBe(
      "Sorry, this caravan has just been reserved by someone else. Here are some similar ones.",
    );
    expect(errorMessage(checkoutJourney.errors.not_offered, "caravan")).toBe(
      "This caravan can't be bought online. Please contact us.",
    );
    expect(errorMessage(checkoutJourney.errors.earlier_steps, undefined)).toBe(
      "Please complete the earlier steps first.",
    );
    expect(() => errorMessage(createReservation.errors.not_offered, undefined)).toThrow(/item word/);
    // The trade-in page's own messages too.
    expect(errorMessage(tradeInValuation.errors.valuation_failed, "caravan")).toBe(
      "We couldn't value your caravan just now. Please try again, or book an inspection and we'll value it in person.",
    );
  });

  describe("answered by the function", () => {
    let dir: string;
    beforeAll(() => {
      // one-yard (reserve online off) as it is, and the same dealer selling caravans.
      dir = mkdtempSync(join(tmpdir(), "forecourt-item-word-"));
      const fixtures = resolve("tests/fixtures/function-tenants");
      cpSync(join(fixtures, "one-yard"), join(dir, "one-yard"), { recursive: true });
      cpSync(join(fixtures, "one-yard"), join(dir, "caravan-yard"), { recursive: true });
      const file = join(dir, "caravan-yard", "tenant.json");
      const config = JSON.parse(readFileSync(file, "utf8"));
      writeFileSync(
        file,
        JSON.stringify({ ...config, slug: "caravan-yard", itemLabel: { singular: "caravan", plural: "caravans" } }),
      );
      process.env.TENANTS_DIR = dir;
      clearTenantCache();
    });
    afterAll(() => {
      process.env.TENANTS_DIR = resolve("tests/fixtures/function-tenants");
      clearTenantCache();
      rmSync(dir, { recursive: true, force: true });
    });

    const body = {
      car_id: "601",
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "0412345678",
    };

    // The caravan dealer's shopper read "Cars over … are valued in person."
    it.each([
      ["one-yard", "Cars over 7 years old or 100,000 km are valued in person."],
      ["caravan-yard", "Caravans over 7 years old or 100,000 km are valued in person."],
    ])("%s: a trade-in too old for an online figure says why in the dealer's word", async (slug, reason) => {
      const tooOld = {
        make: "Jayco",
        model: "Starcraft",
        year: new Date().getFullYear() - 12,
        km: 40_000,
        accident_damage: false,
        mechanical_issues: false,
        service_history: "full",
        wear: "normal",
        postcode: "3220",
      };
      const { status, json } = await call(valuationFn, "/api/trade-in/valuation", { slug, body: tooOld });
      expect(status).toBe(200);
      expect(json).toMatchObject({ eligible: false, estimate: null, reason });
    });

    it.each([
      ["one-yard", "This car can't be reserved online. Please contact us."],
      ["caravan-yard", "This caravan can't be reserved online. Please contact us."],
    ])("%s: 404 not_offered", async (slug, message) => {
      const { status, json } = await call(reserveFn, "/api/reservations", { slug, body });
      expect(status).toBe(404);
      expect(json.error).toEqual({ code: "not_offered", message });
    });
  });
});
