// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import PrintButton from "./PrintButton.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("PrintButton", () => {
  it("says 'Preparing...' and goes to the print page", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    render(<PrintButton href="/print?car_id=2021-ford-ranger" />);
    const link = screen.getByRole("link", { name: "Print" });
    expect(link.getAttribute("href")).toBe("/print?car_id=2021-ford-ranger");
    fireEvent.click(link);
    expect(link.textContent).toBe("Preparing...");
    expect(assign).toHaveBeenCalledWith("/print?car_id=2021-ford-ranger");
  });

  it("leaves a ctrl/cmd click to the browser (new tab)", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    render(<PrintButton href="/print?car_id=x" />);
    fireEvent.click(screen.getByRole("link"), { ctrlKey: true });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole("link").textContent).toBe("Print");
  });

  it("is back to 'Print' when the shopper returns with the Back button", () => {
    vi.spyOn(window.location, "assign").mockImplementation(() => {});
    render(<PrintButton href="/print?car_id=x" />);
    fireEvent.click(screen.getByRole("link"));
    const pageshow = new Event("pageshow");
    Object.defineProperty(pageshow, "persisted", { value: true });
    fireEvent(window, pageshow);
    expect(screen.getByRole("link").textContent).toBe("Print");
  });
});
