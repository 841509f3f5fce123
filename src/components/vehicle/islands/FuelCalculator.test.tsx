// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import FuelCalculator, { parseAmount } from "./FuelCalculator.tsx";

afterEach(cleanup);

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const result = () => document.querySelector("output")?.textContent;

describe("FuelCalculator", () => {
  it("starts from the car's fuel use and the tenant's distance and price", () => {
    render(<FuelCalculator litresPer100Km={8.1} kmPerYear={15000} fuelPricePerLitre={2} />);
    expect(field(/Fuel use/).value).toBe("8.1");
    expect(field(/Distance per year/).value).toBe("15000");
    expect(field(/Fuel price/).value).toBe("2");
    expect(result()).toBe("Estimated fuel cost $2,430 a year");
  });

  it("recalculates as the shopper types", () => {
    render(<FuelCalculator litresPer100Km={8.1} />);
    fireEvent.change(field(/Distance per year/), { target: { value: "20,000" } });
    expect(result()).toBe("Estimated fuel cost $3,240 a year");
  });

  it("explains a bad figure beside its field and keeps what was typed", () => {
    render(<FuelCalculator litresPer100Km={8.1} />);
    const price = field(/Fuel price/);
    fireEvent.change(price, { target: { value: "199" } });
    fireEvent.blur(price);
    expect(price.value).toBe("199");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(price.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Enter a fuel price between $0.50 and $10.00 a litre.");
    expect(result()).toBe("Enter all three figures to see the yearly fuel cost.");
    fireEvent.change(price, { target: { value: "1.95" } });
    expect(price.hasAttribute("aria-invalid")).toBe(false);
    expect(price.hasAttribute("aria-describedby")).toBe(false);
    expect(result()).toBe("Estimated fuel cost $2,369 a year");
  });

  it("starts with an empty fuel use when the car has no figure, without an error until the shopper leaves the field", () => {
    render(<FuelCalculator />);
    const litres = field(/Fuel use/);
    expect(litres.value).toBe("");
    expect(litres.hasAttribute("aria-invalid")).toBe(false);
    fireEvent.blur(litres);
    expect(document.getElementById(litres.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Enter fuel use between 1 and 30 L/100 km.",
    );
    fireEvent.change(litres, { target: { value: "6" } });
    expect(result()).toBe("Estimated fuel cost $1,800 a year");
  });

  it.each([
    ["8.1", 8.1],
    [" 15,000 ", 15000],
    [".5", 0.5],
    ["", Number.NaN],
    ["abc", Number.NaN],
    ["1e3", Number.NaN],
    ["-5", Number.NaN],
    ["1.2.3", Number.NaN],
  ])("reads %j as %d", (text, expected) => expect(parseAmount(text)).toBe(expected));
});
