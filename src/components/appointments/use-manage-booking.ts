import { useEffect, useRef, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { type CalendarSlot, nearestTimes } from "#lib/appointments/calendar.ts";
import { manageTokenOf } from "#lib/appointments/manage.ts";
import { MESSAGES, OWN_MESSAGES } from "#lib/forms/messages.ts";
import { useForm } from "../forms/use-form.ts";
import type { ManagedAppointment } from "./booking-types.ts";
import { useSlots } from "./use-slots.ts";

export type ManageMode = "view" | "moving" | "cancelling";

/**
 * The move-or-cancel page's state: the booking its link's token names (from the
 * fragment), and moving it to another free time or cancelling it, each answered at once.
 */
export function useManageBooking() {
  const [token, setToken] = useState<string>();
  const [appointment, setAppointment] = useState<ManagedAppointment>();
  const [missing, setMissing] = useState<string>();
  const [mode, setMode] = useState<ManageMode>("view");
  const [done, setDone] = useState<string>();
  const [startsAt, setStartsAt] = useState("");
  const [taken, setTaken] = useState("");
  const [nearest, setNearest] = useState<CalendarSlot[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm({ fieldId: (field) => `manage-${field}` });

  useEffect(() => {
    const found = manageTokenOf(location.hash, location.search);
    if (!found) return setMissing("This link is incomplete. Please open the whole link from your confirmation.");
    setToken(found);
    callApi(ROUTES.manageAppointment, { token: found }).then((result) => {
      if (result.ok) setAppointment(result.data.appointment);
      else setMissing(result.message);
    });
  }, []);

  const query =
    mode === "moving" && appointment
      ? { kind: appointment.kind, location_id: appointment.location_id, car_id: appointment.car_id ?? undefined }
      : undefined;
  const { state: slots, reload } = useSlots(query);
  useEffect(() => {
    if (taken && slots.status === "ready") setNearest(nearestTimes(slots.days, taken));
  }, [slots, taken]);

  /** After a change, its outcome is announced and focus goes to the booking's heading. */
  const finish = (updated: ManagedAppointment, message: string) => {
    setAppointment(updated);
    setMode("view");
    setStartsAt("");
    setNearest([]);
    setDone(message);
    form.succeed();
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function cancel() {
    if (!token || form.busy) return;
    const result = await form.submit(() => callApi(ROUTES.cancelAppointment, { token }));
    if (result.ok)
      return finish(result.data.appointment, "Your booking has been cancelled. The time is free for someone else.");
    form.fail({}, result.message);
  }

  async function move() {
    if (!token || form.busy) return;
    if (!startsAt) return form.fail({ starts_at: OWN_MESSAGES.choose }, MESSAGES.fixErrors);
    const result = await form.submit(() => callApi(ROUTES.moveAppointment, { token, starts_at: startsAt }));
    if (result.ok) return finish(result.data.appointment, "Your booking has been moved.");
    if (result.code === "slot_full") {
      setTaken(startsAt);
      setStartsAt("");
      reload();
      return form.fail({ starts_at: result.message }, result.message);
    }
    form.failWith(result);
  }

  const start = (next: ManageMode) => {
    form.clear();
    setDone(undefined);
    setMode(next);
  };
  const choose = (value: string) => {
    setStartsAt(value);
    setNearest([]);
  };

  return {
    token,
    appointment,
    missing,
    mode,
    start,
    done,
    form,
    slots,
    startsAt,
    choose,
    nearest,
    heading,
    cancel,
    move,
  };
}
