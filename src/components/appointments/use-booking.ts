import { useStore } from "@nanostores/react";
import { type SyntheticEvent, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import type { bookAppointment } from "#lib/api/appointments.ts";
import type { RequestInput } from "#lib/api/contract.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { bookingBody, bookingDetailsSchema } from "#lib/appointments/booking-form.ts";
import { type CalendarSlot, nearestTimes } from "#lib/appointments/calendar.ts";
import { MESSAGES, OWN_MESSAGES } from "#lib/forms/messages.ts";
import { $user, rememberUser } from "../../stores/user.ts";
import { problemsOf, useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { carIdOfQuery, findInStockCar, type InStockCar } from "../vehicle/in-stock-cars.ts";
import { bookingFieldId } from "./BookingDetails.tsx";
import type { Booked, BookingProps } from "./booking-types.ts";
import { useSlots } from "./use-slots.ts";

type BookingRequest = RequestInput<typeof bookAppointment>;

/**
 * A booking page's state: the car (a test drive's, from `?car_id=`) or the yard (a
 * service's), the free times, the chosen one, the details, and the submit with its answers —
 * a time just taken (409: the nearest free times), a car no longer available, refused input.
 */
export function useBooking(props: BookingProps) {
  const { kind } = props;
  const remembered = useStore($user);
  // A test drive's car comes from the query string, known only in the browser.
  const [car, setCar] = useState<{ id?: string; found?: InStockCar; checked: boolean }>({ checked: false });
  useEffect(() => {
    if (kind !== "testDrive") return;
    const asked = carIdOfQuery();
    if (!asked) return setCar({ checked: true });
    // `car_id` may be the car's slug: its id, from today's stock list, is what the functions know.
    findInStockCar(asked).then((found) =>
      setCar(found ? { id: found.id, found, checked: true } : { id: asked, checked: true }),
    );
  }, []);
  const [yardId, setYardId] = useState(props.yards[0]?.id ?? "");
  const query =
    kind === "testDrive"
      ? car.id
        ? { kind, car_id: car.id }
        : undefined
      : yardId
        ? { kind, location_id: yardId }
        : undefined;
  const { state: slots, reload } = useSlots(query);
  const [startsAt, setStartsAt] = useState("");
  const [nearest, setNearest] = useState<CalendarSlot[]>([]);
  const [taken, setTaken] = useState("");
  const [values, setValues] = useState<Record<string, string | boolean>>(() => ({
    ...remembered,
    // The dealer's setting, never an earlier answer: consent is given on each form (never ticked in Australia).
    opt_in: props.optInDefault,
  }));
  const [booked, setBooked] = useState<Booked>();
  const form = useForm({ fieldId: bookingFieldId });
  const schema = bookingDetailsSchema(kind, Boolean(props.termsMessage));
  const problems = (input: Record<string, unknown>) => {
    const found = problemsOf(schema, input);
    if (!input.starts_at) found.starts_at = OWN_MESSAGES.choose;
    return found;
  };
  useErrorsFollowValues(form, { ...values, starts_at: startsAt }, problems);

  // After a time was taken by someone else, the refreshed calendar offers the nearest free ones.
  useEffect(() => {
    if (taken && slots.status === "ready") setNearest(nearestTimes(slots.days, taken));
  }, [slots, taken]);

  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));
  const choose = (value: string) => {
    setStartsAt(value);
    setNearest([]);
  };

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (form.busy || slots.status !== "ready") return;
    const found = problems({ ...values, starts_at: startsAt });
    if (Object.keys(found).length) return form.fail(found, MESSAGES.fixErrors);
    form.clear();
    const body = bookingBody(kind, values, { starts_at: startsAt, location_id: slots.locationId, car_id: car.id });
    const result = await form.submit(() => callApi(ROUTES.bookAppointment, body as BookingRequest));
    if (result.ok) {
      form.succeed();
      rememberUser({
        ...remembered,
        first_name: String(values.first_name ?? ""),
        last_name: String(values.last_name ?? ""),
        email: String(values.email ?? ""),
        phone: String(values.phone ?? ""),
      });
      setBooked(result.data);
      return;
    }
    if (result.code === "slot_full") {
      setTaken(startsAt);
      setStartsAt("");
      reload();
      return form.fail({ starts_at: result.message }, result.message);
    }
    if (result.code === "car_unavailable") reload();
    form.failWith(result);
  }

  return { form, car, yardId, setYardId, slots, startsAt, choose, nearest, values, set, booked, onSubmit };
}
