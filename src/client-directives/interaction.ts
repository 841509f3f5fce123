import type { ClientDirective } from "astro";

/** `client:interaction`'s value: when to start at once, and the static markup standing in for the island. */
export type InteractionDirectiveValue = {
  /** URL query parameters that start the island at once: the static markup cannot show their answer. */
  startParams?: readonly string[];
  /**
   * A selector for the server-rendered stand-in the island replaces. Clicks on its
   * `[data-control]` buttons and links before then are held (marked `data-held-click`) for the
   * island to replay; everything else in it (links to cars, form fields) works natively.
   */
  standIn?: string;
};

/** The first signs of a shopper; a mouse that merely moves counts, a page that merely loads does not. */
const INTERACTIONS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll", "focusin"] as const;

/**
 * `client:interaction`: loads and hydrates the island on the shopper's first interaction
 * with the page, so a page that is complete as HTML (the search page's first answer, facets
 * included) ships none of the island's JavaScript before anyone uses it.
 */
const interactionDirective: ClientDirective = (load, options) => {
  const value = (typeof options.value === "object" ? options.value : {}) as InteractionDirectiveValue;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
  };
  if (value.standIn) holdStandInClicks(value.standIn, start);
  const query = new URLSearchParams(location.search);
  if (value.startParams?.some((name) => query.has(name))) {
    void start();
    return;
  }
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
};

/** Until the stand-in is gone, a click on one of its controls is held instead of doing nothing. */
function holdStandInClicks(selector: string, start: () => void) {
  document.addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>("a[data-control], button[data-control]");
      if (!control?.closest(selector)) return;
      event.preventDefault();
      control.dataset.heldClick = "";
      start();
    },
    true,
  );
  document.addEventListener(
    "submit",
    (event) => {
      if (!(event.target as Element).closest(selector)) return;
      event.preventDefault();
      start();
    },
    true,
  );
}

export default interactionDirective;
