// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import ExpandableList from "./ExpandableList.tsx";

afterEach(cleanup);

const features = Array.from({ length: 11 }, (_, i) => `Feature ${i + 1}`);
const keyInfo = [
  { label: "Kilometres", value: "45,210 km" },
  { label: "Transmission", value: "Automatic" },
  { label: "Fuel", value: "Diesel" },
  { label: "Body", value: "Ute" },
  { label: "Colour", value: "Blue" },
  { label: "Seats", value: "5" },
];

describe("ExpandableList", () => {
  it("puts every item in the server HTML, hiding the ones past the limit", () => {
    const html = renderToString(<ExpandableList items={features} visible={8} moreLabel="Show All" lessLabel="Hide" />);
    for (const feature of features) expect(html).toContain(feature);
    expect(html.match(/<li hidden="">/g)).toHaveLength(3);
  });

  it("shows all and hides again with Show All / Hide, with aria-expanded and aria-controls", () => {
    render(<ExpandableList items={features} visible={8} moreLabel="Show All" lessLabel="Hide" label="Features" />);
    const list = screen.getByRole("list", { name: "Features" });
    const button = screen.getByRole("button", { name: "Show All" });
    expect(button.getAttribute("aria-controls")).toBe(list.id);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe("Hide");
    expect(screen.getAllByRole("listitem")).toHaveLength(11);
    fireEvent.click(button);
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
  });

  it("renders label/value pairs as a description list, 4 before Show more", () => {
    const { container } = render(<ExpandableList items={keyInfo} visible={4} />);
    const groups = [...container.querySelectorAll("dl > div")];
    expect(groups.map((group) => group.hasAttribute("hidden"))).toEqual([false, false, false, false, true, true]);
    expect(container.querySelector("dt")?.textContent).toBe("Kilometres");
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(container.querySelectorAll("dl > div[hidden]")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Show less" })).toBeTruthy();
  });

  it("has no button when everything fits", () => {
    render(<ExpandableList items={features.slice(0, 8)} visible={8} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
  });
});
