// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { carryOver } from "./carry-over.ts";

/** A miniature search: a controlled query, sort and checkbox, and a page button, each with its key. */
function Controls({ onChange }: { onChange: (what: string) => void }) {
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState("newest");
  const [suv, setSuv] = useState(false);
  return (
    <div>
      <input
        type="search"
        data-control="query"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          onChange(`query=${event.currentTarget.value}`);
        }}
      />
      <select
        data-control="sort"
        value={sort}
        onChange={(event) => {
          setSort(event.currentTarget.value);
          onChange(`sort=${event.currentTarget.value}`);
        }}
      >
        <option value="newest">Newest</option>
        <option value="price">Price</option>
      </select>
      <input
        type="checkbox"
        data-control="body:SUV"
        checked={suv}
        onChange={() => {
          setSuv(!suv);
          onChange(`SUV=${!suv}`);
        }}
      />
      <input type="checkbox" data-control="body:Ute" checked={false} onChange={() => onChange("Ute")} />
      <button type="button" data-control="page:2" onClick={() => onChange("page 2")}>
        2
      </button>
      <button type="button" data-control="page:3" onClick={() => onChange("page 3")}>
        3
      </button>
      <a href="/cars/2021-toyota-hilux">2021 Toyota HiLux</a>
    </div>
  );
}

/** The build's render of the same controls, as static HTML: no React behind it. */
function standIn() {
  const element = document.createElement("div");
  element.innerHTML = renderToString(<Controls onChange={() => undefined} />);
  document.body.append(element);
  return element;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("carryOver: what the shopper did before the live search was ready", () => {
  it("reaches the live controls' handlers: typed query, chosen sort, ticked box, held click; focus follows", () => {
    const before = standIn();
    const query = before.querySelector<HTMLInputElement>('[data-control="query"]')!;
    query.value = "hilux";
    before.querySelector<HTMLSelectElement>('[data-control="sort"]')!.value = "price";
    before.querySelector<HTMLInputElement>('[data-control="body:SUV"]')!.checked = true;
    before.querySelector<HTMLElement>('[data-control="page:2"]')!.dataset.heldClick = "";
    query.focus();

    const changes: string[] = [];
    const { container } = render(<Controls onChange={(what) => changes.push(what)} />);
    carryOver(before, container);

    expect(changes).toEqual(["query=hilux", "sort=price", "SUV=true", "page 2"]);
    expect(container.querySelector<HTMLInputElement>('[data-control="query"]')!.value).toBe("hilux");
    expect(container.querySelector<HTMLInputElement>('[data-control="body:SUV"]')!.checked).toBe(true);
    expect(document.activeElement).toBe(container.querySelector('[data-control="query"]'));
  });

  it("keeps a keyboard shopper on the link they had reached", () => {
    const before = standIn();
    before.querySelector<HTMLElement>('a[href="/cars/2021-toyota-hilux"]')!.focus();
    const { container } = render(<Controls onChange={() => undefined} />);
    carryOver(before, container);
    expect(document.activeElement).toBe(container.querySelector('a[href="/cars/2021-toyota-hilux"]'));
  });

  it("does nothing when the shopper changed nothing", () => {
    const before = standIn();
    const changes: string[] = [];
    const { container } = render(<Controls onChange={(what) => changes.push(what)} />);
    carryOver(before, container);
    expect(changes).toEqual([]);
  });

  it("a box ticked and unticked again is left alone", () => {
    const before = standIn();
    const box = before.querySelector<HTMLInputElement>('[data-control="body:Ute"]')!;
    box.checked = true;
    box.checked = false;
    const changes: string[] = [];
    const { container } = render(<Controls onChange={(what) => changes.push(what)} />);
    carryOver(before, container);
    expect(changes).toEqual([]);
  });
});
