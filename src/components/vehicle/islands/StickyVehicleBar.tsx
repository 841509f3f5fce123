import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { measureFixedEdges, trackFixedEdge, untrackFixedEdge } from "../../../client/fixed-edges.ts";
import { STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX, stickyVisibility } from "#lib/vehicle/sticky.ts";
import "./StickyVehicleBar.css";

export interface StickyVehicleBarProps {
  title: string;
  priceText: string;
  /** Beside the price: "est. $189/wk", or 'Enquire for Finance' (from `weeklyText` in src/lib/finance). */
  weeklyText?: string;
  financeHref: string;
  tradeInHref?: string;
  enquireHref: string;
  headerAfterPx?: number;
  barAfterPx?: number;
}

/**
 * Both bars start `hidden` (as in the static HTML), so nothing invisible is ever tabbable. The
 * bottom bar is display:none from 768 px up (CSS), where the header carries the actions.
 */
export default function StickyVehicleBar(props: StickyVehicleBarProps) {
  const { title, priceText, weeklyText, financeHref, tradeInHref, enquireHref } = props;
  const { headerAfterPx = STICKY_HEADER_AFTER_PX, barAfterPx = STICKY_BAR_AFTER_PX } = props;
  const [visible, setVisible] = useState({ header: false, bar: false });
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLElement>(null);

  // A focused control is kept clear of both bars (src/client/fixed-edges.ts).
  useEffect(() => {
    const bars = [header.current, bar.current];
    for (const element of bars) trackFixedEdge(element);
    return () => {
      for (const element of bars) untrackFixedEdge(element);
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = stickyVisibility(window.scrollY, headerAfterPx, barAfterPx);
      setVisible((current) => (current.header === next.header && current.bar === next.bar ? current : next));
    };
    // One passive listener; at most one state check per animation frame however fast the scroll.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [headerAfterPx, barAfterPx]);

  // While the shopper is at the enquiry form, the bottom bar does not offer it again.
  const [atEnquiry, setAtEnquiry] = useState(false);
  useEffect(() => {
    const section = document.querySelector(enquireHref);
    if (!section || typeof IntersectionObserver === "undefined") return;
    const watcher = new IntersectionObserver(([entry]) => setAtEnquiry(entry?.isIntersecting ?? false));
    watcher.observe(section);
    return () => watcher.disconnect();
  }, [enquireHref]);

  /**
   * Every way to the form (this bar's "Enquire", the sidebar's, any other link to it on
   * the page, and arriving with the link's #fragment from a search result) moves focus to its
   * heading, in full view below the sticky header. The header that will show where the page comes
   * to rest is shown and measured first, so the scroll leaves room for it.
   */
  useEffect(() => {
    const go = () => {
      const heading = document.querySelector(enquireHref)?.querySelector<HTMLElement>("h1, h2, h3");
      if (!heading) return false;
      const headingTop = heading.getBoundingClientRect().top + window.scrollY;
      flushSync(() => setVisible(stickyVisibility(headingTop, headerAfterPx, barAfterPx)));
      measureFixedEdges();
      heading.tabIndex = -1;
      heading.scrollIntoView({ block: "start" });
      heading.focus({ preventScroll: true });
      return true;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link?.getAttribute("href") !== enquireHref || !go()) return;
      event.preventDefault();
      if (location.hash !== enquireHref) history.pushState(history.state, "", enquireHref);
    };
    const onHashChange = () => {
      if (location.hash === enquireHref) go();
    };
    // Arrived with the fragment (a search result's "Enquire"): unless the shopper has already moved on.
    const arrival = requestAnimationFrame(() => {
      const untouched = !document.activeElement || document.activeElement === document.body;
      if (untouched) onHashChange();
    });
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      cancelAnimationFrame(arrival);
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, [enquireHref, headerAfterPx, barAfterPx]);

  return (
    <>
      <aside
        ref={header}
        className="sticky-vehicle-header"
        aria-label={`${title}: quick actions`}
        hidden={!visible.header}
      >
        <div className="sticky-vehicle-header__inner container">
          <p className="sticky-vehicle-header__title">{title}</p>
          <p className="sticky-vehicle-header__price">
            <strong>{priceText}</strong>
            {weeklyText && <span className="sticky-vehicle-header__weekly">{weeklyText}</span>}
          </p>
          <p className="sticky-vehicle-header__actions">
            <a className="button" href={financeHref} data-action="finance">
              Get Finance
            </a>
            {tradeInHref && (
              <a className="button button--ghost" href={tradeInHref}>
                Trade-In Valuation
              </a>
            )}
          </p>
        </div>
      </aside>
      <aside
        ref={bar}
        className="sticky-vehicle-bar"
        aria-label={`Enquire about ${title}`}
        hidden={!visible.bar || atEnquiry}
      >
        <p className="sticky-vehicle-bar__price">
          <strong>{priceText}</strong>
          {weeklyText && <span className="sticky-vehicle-header__weekly">{weeklyText}</span>}
        </p>
        <a className="button" href={enquireHref}>
          Enquire
        </a>
      </aside>
    </>
  );
}
