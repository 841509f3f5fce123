import { useEffect, useState } from "react";
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

  return (
    <>
      <aside className="sticky-vehicle-header" aria-label={`${title}: quick actions`} hidden={!visible.header}>
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
      <aside className="sticky-vehicle-bar" aria-label={`Enquire about ${title}`} hidden={!visible.bar}>
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
