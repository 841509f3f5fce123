import { useEffect, useState } from "react";
import { formatDollars } from "#lib/format/money.ts";
import { type ItemLabel, onlineEstimateOffered, tradeInNote, type TradeInLimits } from "#lib/forms/trade-in.ts";
import { carIdOfQuery, findInStockCar, type InStockCar } from "../vehicle/in-stock-cars.ts";

/**
 * The car an enquiry is about. A form opened from a car page (`?car_id=` its id or
 * slug) names that car and sends its id; otherwise the page's own car, if any.
 */
export function useQueryCar(pageCarId: string | undefined, fromQuery: boolean | undefined) {
  const [carId, setCarId] = useState(pageCarId);
  const [queryCar, setQueryCar] = useState<InStockCar>();
  useEffect(() => {
    const asked = fromQuery ? carIdOfQuery() : undefined;
    if (!asked) return;
    setCarId(asked);
    findInStockCar(asked).then((car) => {
      if (!car) return;
      setQueryCar(car);
      setCarId(car.id);
    });
  }, [fromQuery]);
  return { carId, queryCar };
}

/** The car from the query string, attached to the enquiry: named and linked once today's stock list has it. */
export function EnquiryCarNote(props: { car?: InStockCar }) {
  const { car } = props;
  return (
    <div className="enquiry-form__note" data-car-id={car?.id}>
      <p>We'll attach the car you were looking at to your enquiry.</p>
      {car && (
        <p className="enquiry-form__car">
          <a href={`/cars/${car.slug}`}>{car.name}</a>
          {car.price !== undefined && <> · {formatDollars(car.price)}</>}
        </p>
      )}
    </div>
  );
}

/** Whether the car being traded can be valued online, once its year is known (§5). */
export function TradeInNote(props: {
  inputs: Record<string, string>;
  limits: TradeInLimits & { currentYear: number; itemLabel?: ItemLabel };
}) {
  const number = (value?: string) => (value?.trim() ? Number(value) : undefined);
  const note = tradeInNote(
    onlineEstimateOffered(
      { year: number(props.inputs["vehicle.year"]), km: number(props.inputs["vehicle.km"]) },
      props.limits.currentYear,
      props.limits,
    ),
    props.limits,
    props.limits.itemLabel,
  );
  return note ? <p className="enquiry-form__note">{note}</p> : null;
}
