import { stickyVisibility } from "#lib/vehicle/sticky.ts";
import { measureFixedEdges, trackFixedEdge } from "../../client/fixed-edges.ts";

/** The sticky header and bottom bar of StickyVehicleBar.astro, shown by the scroll position (until `signal` aborts). */
export function enhanceStickyBars(root: ParentNode, signal?: AbortSignal): void {
  const header = root.querySelector<HTMLElement>("[data-sticky-header]");
  const bar = root.querySelector<HTMLElement>("[data-sticky-bar]");
  if (!header || !bar) return;
  const headerAfterPx = Number(header.dataset.afterPx);
  const barAfterPx = Number(bar.dataset.afterPx);
  const enquireHref = header.dataset.enquireHref ?? "#vehicle-enquiry";
  // While the shopper is at the enquiry form, the bottom bar does not offer it again.
  let atEnquiry = false;
  let visible = { header: false, bar: false };
  const show = (next: { header: boolean; bar: boolean }) => {
    visible = next;
    header.hidden = !next.header;
    bar.hidden = !next.bar || atEnquiry;
  };

  // A focused control is kept clear of both bars (src/client/fixed-edges.ts).
  trackFixedEdge(header);
  trackFixedEdge(bar);

  // One passive listener; at most one check per animation frame however fast the scroll.
  let frame = 0;
  const update = () => {
    frame = 0;
    const next = stickyVisibility(window.scrollY, headerAfterPx, barAfterPx);
    if (next.header !== visible.header || next.bar !== visible.bar) show(next);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    },
    { passive: true, signal },
  );
  update();

  const section = document.querySelector(enquireHref);
  if (section && typeof IntersectionObserver !== "undefined")
    new IntersectionObserver(([entry]) => {
      atEnquiry = entry?.isIntersecting ?? false;
      show(visible);
    }).observe(section);

  /**
   * Every way to the form (the bar's "Enquire", the sidebar's, any other link to it on the page,
   * and arriving with the link's #fragment from a search result) moves focus to its heading, in
   * full view below the sticky header. The header that will show where the page comes to rest is
   * shown and measured first, so the scroll leaves room for it.
   */
  const go = () => {
    const heading = document.querySelector(enquireHref)?.querySelector<HTMLElement>("h1, h2, h3");
    if (!heading) return false;
    const headingTop = heading.getBoundingClientRect().top + window.scrollY;
    show(stickyVisibility(headingTop, headerAfterPx, barAfterPx));
    measureFixedEdges();
    heading.tabIndex = -1;
    heading.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
    return true;
  };
  document.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link?.getAttribute("href") !== enquireHref || !go()) return;
      event.preventDefault();
      if (location.hash !== enquireHref) history.pushState(history.state, "", enquireHref);
    },
    { signal },
  );
  window.addEventListener(
    "hashchange",
    () => {
      if (location.hash === enquireHref) go();
    },
    { signal },
  );
  // Arrived with the fragment (a search result's "Enquire"): unless the shopper has already moved on.
  // Not before the page has loaded: until then the browser scrolls to the fragment itself, which
  // takes focus back to the page (seen in Chromium once the page's scripts were files).
  const arrived = () =>
    requestAnimationFrame(() => {
      const untouched = !document.activeElement || document.activeElement === document.body;
      if (untouched && location.hash === enquireHref) go();
    });
  if (document.readyState === "complete") arrived();
  else window.addEventListener("load", arrived, { once: true, signal });
  header.dataset.ready = "true";
}

enhanceStickyBars(document);
