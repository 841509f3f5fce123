import { Component as ReactComponent, createElement, type FunctionComponent, memo } from "react";
import { renderToString } from "react-dom/server";

/**
 * The server half of our React islands: @astrojs/react's renderer, rendering each island with
 * renderToString instead of a web stream, and recognising a component without rendering it.
 *
 * Why (bench:build): a car page has ~25 islands, and the stock renderer renders each one
 * twice through a ReadableStream (once to ask "is this React?", once for its HTML), so 2,000 cars
 * meant ~90,000 stream renders of components a few hundred bytes long. No island suspends on the
 * server (FinanceDialog's lazy panel renders only once opened), which is what streaming is for.
 * The HTML is the stock renderer's, but for the islands' identifier prefixes (r0, r1, … in the order
 * they render), which the client reads from each island.
 */

type Result = object;
const ids = new WeakMap<Result, number>();
/** The island's identifier prefix (r0, r1, … per page), which the client hydrates with. */
function nextId(result: Result | undefined): string | undefined {
  if (!result) return undefined;
  const index = ids.get(result) ?? 0;
  ids.set(result, index + 1);
  return `r${index}`;
}

interface RendererThis {
  result?: Result;
}

function check(Component: unknown): boolean {
  if (typeof Component === "object" && Component) {
    return String((Component as { $$typeof?: symbol }).$$typeof ?? "").startsWith("Symbol(react");
  }
  if (typeof Component !== "function") return false;
  if (Component.prototype?.render) {
    return Component.prototype instanceof ReactComponent; // PureComponent's prototype is a Component's too
  }
  // Every other function is one of our React components: React is the site's only framework.
  return true;
}

/** Astro's slotted HTML inside a React tree (as @astrojs/react's static-html.js). */
const StaticHtml = memo(
  ({ value, name, hydrate = true }: { value?: string; name?: string; hydrate?: boolean }) =>
    value == null || value.trim() === ""
      ? null
      : createElement(hydrate ? "astro-slot" : "astro-static-slot", {
          name,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: value },
        }),
  () => true,
);

const slotName = (name: string) => name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

function renderToStaticMarkup(
  this: RendererThis | undefined,
  Component: FunctionComponent,
  props: Record<string, unknown>,
  { default: children, ...slotted }: Record<string, string | undefined>,
  metadata?: { astroStaticSlot?: boolean; hydrate?: string },
) {
  const prefix = nextId(this?.result);
  const hydrate = metadata?.astroStaticSlot ? !!metadata.hydrate : true;
  const { class: _class, ...rest } = props;
  const newProps: Record<string, unknown> = { ...rest };
  for (const [key, value] of Object.entries(slotted)) {
    newProps[slotName(key)] = createElement(StaticHtml, { hydrate, value, name: slotName(key) });
  }
  const newChildren = children ?? props.children;
  if (newChildren != null) newProps.children = createElement(StaticHtml, { hydrate, value: newChildren as string });
  const html = renderToString(createElement(Component, newProps), { identifierPrefix: prefix }).replace(
    /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g,
    "",
  );
  return { html, attrs: { prefix } };
}

export default { name: "@astrojs/react", check, renderToStaticMarkup, supportsAstroStaticSlot: true };
