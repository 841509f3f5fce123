// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import BudgetSearch from "./BudgetSearch.tsx";

const PRICES = [9_990, 15_000, 24_500, 40_000, 89_990];
const renderBox = (item = { itemSingular: "car", itemPlural: "cars" }) =>
  render(<BudgetSearch prices={PRICES} sliderMax={90_000} {...item} />);
const status = () => screen.getByRole("status").textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BudgetSearch", () => {
  it("counts the cars within the budget as it is typed", () => {
    renderBox();
    expect(status()).toBe("5 cars match your budget");
    fireEvent.change(screen.getByRole("textbox", { name: "Minimum price" }), { target: { value: "15,000" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Maximum price" }), { target: { value: "$40000" } });
    expect(status()).toBe("3 cars match your budget");
    fireEvent.change(screen.getByRole("textbox", { name: "Maximum price" }), { target: { value: "15000" } });
    expect(status()).toBe("1 car matches your budget");
  });

  it.each([
    [{ itemSingular: "car", itemPlural: "cars" }, "No cars found for this budget"],
    [{ itemSingular: "caravan", itemPlural: "caravans" }, "No caravans found for this budget"],
  ])("says 'No {car}s found for this budget' (%j)", (item, message) => {
    renderBox(item);
    fireEvent.change(screen.getByRole("textbox", { name: "Minimum price" }), { target: { value: "95000" } });
    expect(status()).toBe(message);
  });

  it("clamps a typed value to 1,000,000 and keeps the ends from crossing when the input is left", () => {
    renderBox();
    const min = screen.getByRole("textbox", { name: "Minimum price" });
    const max = screen.getByRole("textbox", { name: "Maximum price" });
    fireEvent.change(max, { target: { value: "5000000" } });
    fireEvent.blur(max);
    expect((max as HTMLInputElement).value).toBe("1000000");
    fireEvent.change(min, { target: { value: "2000000" } });
    fireEvent.blur(min);
    expect((min as HTMLInputElement).value).toBe("1000000");
    expect((max as HTMLInputElement).value).toBe("1000000");
  });

  it("a range typed the wrong way round is counted as search reads it, and neither box is rewritten", () => {
    renderBox();
    const min = screen.getByRole("textbox", { name: "Minimum price" });
    const max = screen.getByRole("textbox", { name: "Maximum price" });
    fireEvent.change(min, { target: { value: "50000" } });
    fireEvent.blur(min);
    fireEvent.change(max, { target: { value: "20000" } });
    fireEvent.blur(max);
    expect((min as HTMLInputElement).value).toBe("50000");
    expect((max as HTMLInputElement).value).toBe("20000");
    expect(status()).toBe("2 cars match your budget");
  });

  it("moves the sliders in steps of 500, an end of the track meaning no limit", () => {
    renderBox();
    fireEvent.change(screen.getByRole("slider", { name: "Minimum price slider" }), { target: { value: "24760" } });
    expect((screen.getByRole("textbox", { name: "Minimum price" }) as HTMLInputElement).value).toBe("25000");
    fireEvent.change(screen.getByRole("slider", { name: "Maximum price slider" }), { target: { value: "90000" } });
    expect((screen.getByRole("textbox", { name: "Maximum price" }) as HTMLInputElement).value).toBe("");
    expect(status()).toBe("2 cars match your budget");
  });

  it("is one two-handle slider on one track, as search's price filter is", () => {
    const { container } = renderBox();
    const tracks = container.querySelectorAll(".range__track");
    expect(tracks).toHaveLength(1);
    expect(tracks[0]!.querySelectorAll("input[type=range]")).toHaveLength(2);
    fireEvent.change(screen.getByRole("slider", { name: "Minimum price slider" }), { target: { value: "20000" } });
    const fill = container.querySelector<HTMLElement>(".range__fill")!;
    expect(fill.style.left).not.toBe("0%");
  });

  it("searches the default route with the price range", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderBox();
    fireEvent.change(screen.getByRole("textbox", { name: "Minimum price" }), { target: { value: "10000" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Maximum price" }), { target: { value: "30000" } });
    fireEvent.submit(screen.getByRole("button", { name: "Search cars" }));
    expect(assign).toHaveBeenCalledWith("/search/new-used-and-demo-cars?price=10000%3A30000");
  });

  it.each([
    ["-5", "2000000", "/search/new-used-and-demo-cars?price=0%3A1000000", ["0", "1000000"]],
    ["50000", "20000", "/search/new-used-and-demo-cars?price=20000%3A50000", ["20000", "50000"]],
  ])("submitting %s to %s (Enter, no blur) searches %s and shows what it searched", (from, to, href, shownValues) => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderBox();
    const min = screen.getByRole("textbox", { name: "Minimum price" }) as HTMLInputElement;
    const max = screen.getByRole("textbox", { name: "Maximum price" }) as HTMLInputElement;
    fireEvent.change(min, { target: { value: from } });
    fireEvent.change(max, { target: { value: to } });
    fireEvent.submit(max.form!);
    expect(assign).toHaveBeenCalledWith(href);
    expect([min.value, max.value]).toEqual(shownValues);
  });

  it("with no budget it counts every car the search lists, priced or not", () => {
    render(<BudgetSearch prices={PRICES} total={8} sliderMax={90_000} itemSingular="car" itemPlural="cars" />);
    expect(status()).toBe("8 cars match your budget");
    fireEvent.change(screen.getByRole("textbox", { name: "Maximum price" }), { target: { value: "15000" } });
    expect(status()).toBe("2 cars match your budget");
  });
});
