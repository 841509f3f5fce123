import { Component, createElement, memo, PureComponent, useId } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import renderer from "./server.ts";

function Field({ label, value }: { label: string; value: number }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>
        {label} ({value} km)
      </label>
      <input id={id} defaultValue={value} />
    </p>
  );
}

/** One page's render: Astro passes the same result object to every island of a page. */
const page = () => ({ result: {} });
const render = (context: { result: object }, props: Record<string, unknown>, slots: Record<string, string> = {}) =>
  renderer.renderToStaticMarkup.call(context, Field as never, props, slots, { astroStaticSlot: true, hydrate: "load" });

/** What @astrojs/react's own renderer produces: a web stream read to its end. */
async function streamed(element: ReturnType<typeof createElement>, identifierPrefix: string) {
  return new Response(await renderToReadableStream(element, { identifierPrefix })).text();
}

describe("React islands' server renderer", () => {
  it("renders the HTML the streaming renderer does, ids and all", async () => {
    const { html, attrs } = render(page(), { label: "Distance", value: 15000 });
    expect(attrs.prefix).toBe("r0");
    expect(html).toBe(await streamed(createElement(Field, { label: "Distance", value: 15000 }), "r0"));
    expect(html).toContain('for="_r0R_0_"');
  });

  it("gives each island of a page its own prefix, so two islands' ids never collide", () => {
    const onePage = page();
    const first = render(onePage, { label: "Fuel", value: 7 });
    const second = render(onePage, { label: "Fuel", value: 7 });
    expect([first.attrs.prefix, second.attrs.prefix]).toEqual(["r0", "r1"]);
    expect(first.html).not.toBe(second.html);
    // The next page starts again.
    expect(render(page(), { label: "Fuel", value: 7 }).attrs.prefix).toBe("r0");
  });

  it("puts Astro's slotted HTML inside the island, and drops the class Astro adds", () => {
    function Box({ children, footer }: { children?: unknown; footer?: unknown }) {
      return createElement("div", null, children as never, footer as never);
    }
    const { html } = renderer.renderToStaticMarkup.call(
      page(),
      Box as never,
      { class: "astro-x" },
      { default: "<b>Hi</b>", footer: "<i>Bye</i>" },
      { astroStaticSlot: true, hydrate: "visible" },
    );
    expect(html).toBe('<div><astro-slot><b>Hi</b></astro-slot><astro-slot name="footer"><i>Bye</i></astro-slot></div>');
  });

  it("claims React components without rendering them, and nothing else", () => {
    let calls = 0;
    const Counted = () => {
      calls += 1;
      return null;
    };
    class Legacy extends Component {
      render() {
        return null;
      }
    }
    class Pure extends PureComponent {
      render() {
        return null;
      }
    }
    class NotReact {
      render() {
        return "";
      }
    }
    expect(renderer.check(Counted)).toBe(true);
    expect(calls).toBe(0);
    expect(renderer.check(Legacy)).toBe(true);
    expect(renderer.check(Pure)).toBe(true);
    expect(renderer.check(memo(Counted))).toBe(true);
    expect(renderer.check(NotReact)).toBe(false);
    expect(renderer.check("div")).toBe(false);
  });
});
