import { track, trackEvent } from "./track.ts";

/**
 * The clicks every page reports, heard once for the whole document rather than by each
 * link: a tap on a phone number (§7 15), Get Directions (§7 17, links marked
 * `data-track="directions"`) and a car's calls to action (`a[data-action]`: Reserve, Finance,
 * Enquire…, which the dealer's tags hear as ASC CTA interactions). The car and the yard come from
 * the nearest element that names them.
 */
export function trackClicks(root: Document = document): void {
  root.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
    if (!link) return;
    const car_id = link.closest<HTMLElement>("[data-car-id]")?.dataset.carId;
    const location_id = link.closest<HTMLElement>("[data-location-id]")?.dataset.locationId;
    const where = { ...(car_id ? { car_id } : {}), ...(location_id ? { location_id } : {}) };
    const href = link.getAttribute("href") ?? "";
    if (href.startsWith("tel:")) trackEvent(15, { ...where, phone: href.slice(4) });
    else if (link.dataset.track === "directions" && location_id) trackEvent(17, { location_id });
    else if (link.dataset.action)
      track({
        kind: "cta",
        text: link.textContent?.trim() ?? "",
        action: link.dataset.action,
        href,
        ...(car_id ? { car_id } : {}),
      });
  });
}
