import { PHONE_REVEALED_EVENT } from "#lib/api/events-path.ts";
import { trackEvent } from "../../client/analytics/track.ts";

/** 'Show number' puts the number in place of the mask and button, focuses it, and reports the lead once. */
export function enhancePhoneReveals(root: ParentNode): void {
  for (const holder of root.querySelectorAll<HTMLElement>("[data-phone-reveal]")) {
    holder.querySelector("button")?.addEventListener("click", () => {
      const link = holder.querySelector("template")?.content.firstElementChild?.cloneNode(true);
      if (!(link instanceof HTMLElement)) return;
      holder.replaceChildren(link);
      link.focus();
      const { carId = "", locationId } = holder.dataset;
      trackEvent(PHONE_REVEALED_EVENT, { car_id: carId, ...(locationId ? { location_id: locationId } : {}) });
    });
  }
}

enhancePhoneReveals(document);
