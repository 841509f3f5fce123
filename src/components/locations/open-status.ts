import { openStatus, openStatusText, type DepartmentHours } from "#lib/hours/opening-hours.ts";

/**
 * "Open now" is decided in the shopper's browser at view time (a static page is built days
 * before it is read), in the location's own time zone. Each [data-open-status] element carries
 * its department's hours as JSON; the static HTML shows the weekly hours either way.
 */
function update(element: HTMLElement) {
  const hours = JSON.parse(element.dataset.hours ?? "null") as DepartmentHours | null;
  const timeZone = element.dataset.timeZone;
  if (!hours || !timeZone) return;
  const status = openStatus(hours, new Date(), timeZone);
  element.textContent = openStatusText(status);
  element.dataset.open = String(status.open);
  element.hidden = false;
}

function updateAll() {
  document.querySelectorAll<HTMLElement>("[data-open-status]").forEach(update);
}

updateAll();
// A page left open across a closing time should not keep saying "Open now".
setInterval(updateAll, 60_000);
