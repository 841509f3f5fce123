import { useEffect, useRef, useState } from "react";
import { telHref } from "#lib/vehicle/phone.ts";
import styles from "./PhoneReveal.module.css";
import { trackEvent } from "../../../client/analytics/track.ts";
import { PHONE_REVEALED_EVENT } from "#lib/api/events-path.ts";

export interface PhoneRevealProps {
  /** The dealer's number as shown once revealed, e.g. "02 5550 1234". */
  phone: string;
  /** The same number partly hidden by the page, e.g. "02 5550 XXXX". */
  masked: string;
  carId: string;
  /** The yard whose number this is, reported with the lead event. */
  locationId?: string;
}

/** Spec §4: the number stays masked until the shopper asks for it; the reveal is a lead event. */
export default function PhoneReveal({ phone, masked, carId, locationId }: PhoneRevealProps) {
  const [revealed, setRevealed] = useState(false);
  const sent = useRef(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (revealed) linkRef.current?.focus();
  }, [revealed]);

  const reveal = () => {
    setRevealed(true);
    if (sent.current) return;
    sent.current = true;
    trackEvent(PHONE_REVEALED_EVENT, { car_id: carId, ...(locationId ? { location_id: locationId } : {}) });
  };

  return (
    <p className={styles.phone}>
      {revealed ? (
        <a ref={linkRef} className={styles.number} href={telHref(phone)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
              fill="currentColor"
            />
          </svg>
          <span className="visually-hidden">Call </span>
          {phone}
        </a>
      ) : (
        <>
          <span className={styles.masked}>
            <span className="visually-hidden">Phone number, partly hidden: </span>
            {masked}
          </span>
          <button type="button" className="button button--ghost" onClick={reveal}>
            Show number
          </button>
        </>
      )}
    </p>
  );
}
