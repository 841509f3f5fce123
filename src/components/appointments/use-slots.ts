import { useCallback, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { type CalendarDay, calendarDays } from "#lib/appointments/calendar.ts";
import type { AppointmentKind } from "#lib/appointments/settings.ts";

/** The yard's free times as the calendar shows them, or why there are none. */
export type SlotsState =
  | { status: "loading" }
  | { status: "failed"; code: string; message: string }
  | { status: "unavailable"; reason: "sold" | "reserved" | "elsewhere"; message: string }
  | { status: "ready"; days: CalendarDay[]; timeZone: string; locationId: string };

/**
 * GET /api/appointments/slots for a yard (a test drive's is its car's unless named), again on
 * `reload()` (after a time was taken by someone else). Nothing is asked until `query` is known.
 */
export function useSlots(query: { kind: AppointmentKind; location_id?: string; car_id?: string } | undefined) {
  const [state, setState] = useState<SlotsState>({ status: "loading" });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(query ?? null);
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    callApi(ROUTES.appointmentSlots, query, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setState({ status: "failed", code: result.code, message: result.message });
      const { unavailable, slots, time_zone, location_id } = result.data;
      setState(
        unavailable
          ? { status: "unavailable", ...unavailable }
          : { status: "ready", days: calendarDays(slots), timeZone: time_zone, locationId: location_id },
      );
    });
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
