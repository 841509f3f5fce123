import { type MouseEvent, useEffect, useRef, useState } from "react";
import { trackFixedEdge, untrackFixedEdge } from "../../../client/fixed-edges.ts";
import { STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX, stickyVisibility } from "../../../lib/vehicle/sticky.ts";
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

  // Issue 41: a focused control is kept clear of both bars (src/client/fixed-edges.ts).
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

  // Issue 41: while the shopper is at the enquiry form, the bottom bar does not offer it again.
  const [atEnquiry, setAtEnquiry] = useState(false);
  useEffect(() => {
    const section = document.querySelector(enquireHref);
    if (!section || typeof IntersectionObserver === "undefined") return;
    const watcher = new IntersectionObserver(([entry]) => setAtEnquiry(entry?.isIntersecting ?? false));
    watcher.observe(section);
    return () => watcher.disconnect();
  }, [enquireHref]);

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
        <a className="button" href={enquireHref} onClick={(event) => goToEnquiry(event, enquireHref)}>
          Enquire
        </a>
      </aside>
    </>
  );
}

/**
 * Issue 41: "Enquire" takes the shopper to the form's heading, below the sticky header (the page's
 * scroll padding, src/client/fixed-edges.ts) and focused, so the keyboard and a screen reader
 * continue from there.
 */
function goToEnquiry(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  const heading = document.querySelector(href)?.querySelector<HTMLElement>("h1, h2, h3");
  if (!heading) return;
  event.preventDefault();
  heading.tabIndex = -1;
  heading.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
  history.replaceState(history.state, "", href);
}
