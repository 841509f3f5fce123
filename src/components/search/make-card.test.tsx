// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MakeCard } from "./MakeCard.tsx";

describe("make cards (a logo or a wordmark)", () => {
  it("shows the manufacturer's logo beside its name", () => {
    const { container } = render(
      <MakeCard name="Toyota" count={12} checked={false} logo="/images/makes/toyota.svg" onToggle={() => {}} />,
    );
    expect(container.querySelector("img.make-card__logo")?.getAttribute("src")).toBe("/images/makes/toyota.svg");
    // Named by the make, the count read apart as its description.
    const toyota = screen.getByRole("checkbox", { name: "Toyota" });
    const description = document.getElementById(toyota.getAttribute("aria-describedby")!);
    expect(description?.textContent).toBe("12 cars");
  });

  it("without a logo, sets the whole name as a wordmark, not an initial", () => {
    const { container } = render(<MakeCard name="Great Wall" count={3} checked onToggle={() => {}} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".make-card--wordmark .make-card__name")?.textContent).toBe("Great Wall");
    expect(container.textContent).not.toMatch(/^G(?!reat)/);
    expect(screen.getByRole("checkbox", { name: "Great Wall" })).toHaveProperty("checked", true);
  });
});
