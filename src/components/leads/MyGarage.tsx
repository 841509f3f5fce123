import { useEffect, useState } from "react";
import { formatDollars } from "../../lib/format/money.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { showToast } from "../../stores/toast.ts";

interface Saved {
  car_id: string;
  car: { name: string; slug: string; price: number | null; status: string | null; image: string | null } | null;
}

type State = { status: "loading" } | { status: "ready"; phone: string; cars: Saved[] } | { status: "failed" };

/** /my-garage: the signed-in shopper's watchlist. Anonymous shoppers are sent to sign in and back (§6). */
export default function MyGarage(props: { itemLabel: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    fetch("/api/watchlist")
      .then(async (response) => {
        if (response.status === 401)
          return location.assign(`/sign-in?type=garage&redirect=${encodeURIComponent(location.pathname)}`);
        if (!response.ok) throw new Error(String(response.status));
        const json = (await response.json()) as { phone_number: string; cars: Saved[] };
        setState({ status: "ready", phone: json.phone_number, cars: json.cars });
      })
      .catch(() => setState({ status: "failed" }));
  }, []);

  async function remove(carId: string) {
    if (state.status !== "ready") return;
    const before = state.cars;
    setState({ ...state, cars: before.filter((c) => c.car_id !== carId) });
    const response = await fetch("/api/watchlist/remove-car", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone_number: state.phone, car_id: carId }),
    }).catch(() => null);
    if (response?.ok) showToast(MESSAGES.carRemoved);
    else {
      setState({ ...state, cars: before });
      showToast(MESSAGES.unknown);
    }
  }

  if (state.status === "loading") return <p aria-busy="true">Loading your watchlist…</p>;
  if (state.status === "failed") return <p role="alert">{MESSAGES.unexpected}</p>;
  if (state.cars.length === 0)
    return (
      <p className="garage__empty">Your watchlist is empty. Save a {props.itemLabel} from its page to see it here.</p>
    );
  return (
    <ul className="grid-cards garage__list" data-ready="true">
      {state.cars.map(({ car_id, car }) => (
        <li key={car_id} className="garage__item">
          {car?.image && <img src={car.image} alt="" width="320" height="240" loading="lazy" />}
          {car ? <a href={`/cars/${car.slug}`}>{car.name}</a> : <span>No longer listed</span>}
          {car?.price ? <p>{formatDollars(car.price)}</p> : null}
          <button className="button button--ghost" type="button" onClick={() => remove(car_id)}>
            Remove<span className="visually-hidden"> {car?.name ?? car_id}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
