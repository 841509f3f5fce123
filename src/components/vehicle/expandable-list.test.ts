// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { enhanceExpandableLists } from "./expandable-list.client.ts";

// The markup ExpandableList.astro draws for 4 features with 2 visible.
const MARKUP = `<div data-expandable><ul id="features-list" aria-label="Features"><li>A</li><li>B</li><li hidden>C</li><li hidden>D</li></ul><button type="button" aria-expanded="false" aria-controls="features-list" data-more="Show All" data-less="Hide" data-visible="2">Show All</button></div>`;

afterEach(() => {
  document.body.innerHTML = "";
});

const hidden = () => [...document.querySelectorAll("li")].map((item) => item.hidden);

describe("the expandable list", () => {
  it("shows every item with Show All, then folds back to the first ones with Hide", () => {
    document.body.innerHTML = MARKUP;
    enhanceExpandableLists(document);
    const button = document.querySelector("button") as HTMLButtonElement;
    button.click();
    expect(hidden()).toEqual([false, false, false, false]);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe("Hide");
    button.click();
    expect(hidden()).toEqual([false, false, true, true]);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.textContent).toBe("Show All");
  });
});
