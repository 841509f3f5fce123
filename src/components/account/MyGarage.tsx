import { useEffect, useState } from "react";
import { isInStock } from "#lib/inventory/stock.ts";
import { ROUTES } from "#lib/api/routes.ts";
import type { SavedCar as Saved } from "#lib/api/watchlist.ts";
import { formatDollars } from "#lib/format/money.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { showToast } from "../../stores/toast.ts";
import { callApi } from "../../client/call-api.ts";
import { readSession } from "../../client/session.ts";
import { GarageJourneys } from "../checkout-journey/GarageJourneys.tsx";
import { GarageReservations } from "../reserve/GarageReservations.tsx";
import { replaceUnlessLeaving } from "../navigation/leaving.ts";
import { GarageValuations } from "../trade-in/GarageValuations.tsx";
import { GarageAlerts } from "../alerts/GarageAlerts.tsx";

type State = { status: "loading" } | { status: "ready"; phone: string; cars: Saved[] } | { status: "failed" };

/** /my-garage: the signed-in shopper's watchlist. Anonymous shoppers are sent to sign in and back (§6). */
export default function MyGarage(props: { itemLabel: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    const toSignIn = () => replaceUnlessLeaving(signInHref(location.pathname, undefined, "garage"));
    // Ask who is signed in first: an anonymous visitor goes to sign in without a refused (401) call.
    readSession().then(async (session) => {
      if (session.signedIn === false) return toSignIn();
      const result = await callApi(ROUTES.watchlist, {});
      if (result.ok) setState({ status: "ready", phone: result.data.phone_number, cars: result.data.cars });
      else if (result.status === 401) toSignIn();
      else setState({ status: "failed" });
    });
  }, []);

  async function remove(carId: string) {
    if (state.status !== "ready") return;
    const before = state.cars;
    setState({ ...state, cars: before.filter((c) => c.car_id !== carId) });
    const result = await callApi(ROUTES.watchlistRemoveCar, { phone_number: state.phone, car_id: carId });
    if (result.ok) showToast(MESSAGES.carRemoved);
    else {
      setState({ ...state, cars: before });
      showToast(MESSAGES.unknown);
    }
  }

  if (state.status === "loading") return <p aria-busy="true">Loading your watchlist…</p>;
  if (state.status === "failed") return <p role="alert">{MESSAGES.unexpected}</p>;
  if (state.cars.length === 0)
    return (
      <>
        <GarageReservations itemLabel={props.itemLabel} />
        <p className="garage__empty">Your watchlist is empty. Save a {props.itemLabel} from its page to see it here.</p>
        <GarageJourneys />
        <GarageValuations />
        <GarageAlerts />
      </>
    );
  return (
    <>
      <GarageReservations itemLabel={props.itemLabel} />
      <ul className="grid-cards garage__list" data-ready="true">
        {state.cars.map(({ car_id, car }) => (
          <li key={car_id} className="garage__item">
            {car?.image && <img src={car.image} alt="" width="320" height="240" loading="lazy" />}
            {car ? <a href={`/cars/${car.slug}`}>{car.name}</a> : <span>No longer listed</span>}
            {car?.status && !isInStock({ status: car.status }) ? (
              <p className="garage__sold">SOLD</p>
            ) : car?.price ? (
              <p>{formatDollars(car.price)}</p>
            ) : null}
            <button className="button button--ghost" type="button" onClick={() => remove(car_id)}>
              Remove<span className="visually-hidden"> {car?.name ?? car_id}</span>
            </button>
          </li>
        ))}
      </ul>
      <GarageJourneys />
      <GarageValuations />
      <GarageAlerts />
    </>
  );
}
