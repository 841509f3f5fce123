import type { Location } from "../feed/location.ts";
import { formatRange, WEEK_ORDER, WEEKDAY_NAMES, weeklyHours } from "../hours/opening-hours.ts";
import { formatAddress, mainDepartment } from "../locations/location-info.ts";

export interface PickupLocation {
  id: string;
  name: string;
  address: string;
  /** "Monday: 8:30 am – 5:30 pm", Monday first. */
  hours: string[];
}

/** Where a bought car can be picked up: the sales yards (every location when none is marked sales), with their week's hours. */
export function pickupLocations(locations: readonly Location[]): PickupLocation[] {
  const sales = locations.filter((location) => location.location_type === "sales");
  return (sales.length ? sales : locations).map((location) => {
    const department = mainDepartment(location);
    return {
      id: String(location.id),
      name: location.name,
      address: formatAddress(location),
      hours: department
        ? WEEK_ORDER.map((weekday) => {
            const day = weeklyHours(department, weekday);
            return `${WEEKDAY_NAMES[weekday]}: ${day.open ? formatRange(day) : day.byAppointment ? "By appointment" : "Closed"}`;
          })
        : [],
    };
  });
}
