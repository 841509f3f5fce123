import { useEffect, useState } from "react";
import type { MouseEvent } from "react";
import { trackEvent } from "../../../client/analytics/track.ts";
import { LineIcon } from "./LineIcon.tsx";

export interface PrintButtonProps {
  /** The print page for the car (/print?car_id=), which calls window.print() itself. */
  href: string;
  /** The car printed, for §7 event 18 (method "print"). */
  carId?: string;
}

/**
 * A real link, so it works before hydration and with a modifier key opens in a new tab; a plain
 * click says "Preparing..." (spec §4) while the print page loads.
 */
export default function PrintButton({ href, carId }: PrintButtonProps) {
  const [preparing, setPreparing] = useState(false);

  // Coming back with the Back button restores this page from the bfcache, still "Preparing...".
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPreparing(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (carId) trackEvent(18, { car_id: carId, method: "print" });
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPreparing(true);
    window.location.assign(href);
  };

  return (
    <a className="button button--ghost" href={href} onClick={onClick}>
      <LineIcon path="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />
      <span aria-live="polite">{preparing ? "Preparing..." : "Print"}</span>
    </a>
  );
}
