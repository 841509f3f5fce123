// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import DeliveryCalculator from "./DeliveryCalculator.tsx";

afterEach(cleanup);

const error = () => document.getElementById("delivery-postcode-error")?.textContent ?? null;

describe("DeliveryCalculator", () => {
  it("The postcode's error follows its value: it says what is wrong now, and goes once fixed", () => {
    render(<DeliveryCalculator carId="c1" />);
    const postcode = screen.getByRole("textbox", { name: /Your postcode/ });
    fireEvent.click(screen.getByRole("button", { name: "Estimate delivery" }));
    expect(error()).toBe("Please enter a postcode.");
    fireEvent.change(postcode, { target: { value: "30" } });
    expect(error()).toBe("Invalid postcode. Please enter a 4-digit number.");
    fireEvent.change(postcode, { target: { value: "3000" } });
    expect(error()).toBeNull();
    expect(postcode.getAttribute("aria-invalid")).toBe("false");
  });
});
