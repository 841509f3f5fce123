import { type SyntheticEvent, useEffect, useRef, useState } from "react";
import { tradeInValuation, tradeInValuations } from "#lib/api/trade-in.ts";
import { formatDollars } from "#lib/format/money.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { tradeInLimitsNote } from "#lib/forms/trade-in.ts";
import { callApi } from "../../client/call-api.ts";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { problemsOf, useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { carIdOfQuery, findInStockCar, type InStockCar } from "../vehicle/in-stock-cars.ts";
import { type CarInputs, fieldId, OTHER, TradeInCarFields } from "./TradeInCarFields.tsx";
import styles from "./TradeInValuation.module.css";
import { trackEvent } from "../../client/analytics/track.ts";
import { ValuationResult } from "./ValuationResult.tsx";
import type { Props, Result } from "./valuation-props.ts";

const EMPTY: CarInputs = {
  by: "details",
  make: "",
  makeOther: "",
  model: "",
  modelOther: "",
  badge: "",
  year: "",
  km: "",
  rego: "",
  state: "",
  accident_damage: "",
  mechanical_issues: "",
  service_history: "",
  wear: "",
  postcode: "",
};

const ORDER = [
  "rego",
  "state",
  "make",
  "model",
  "badge",
  "year",
  "km",
  "accident_damage",
  "mechanical_issues",
  "service_history",
  "wear",
  "postcode",
];
const LABELS: Record<string, string> = {
  rego: "Registration plate",
  accident_damage: "Accident damage",
  mechanical_issues: "Mechanical issues",
  service_history: "Service history",
  wear: "Wear",
  km: "Kilometres",
};

/** Instant trade-in valuation: the car, an estimate range (or the inspection path), then the lead to the dealer. */
export default function TradeInValuation(props: Props) {
  const [inputs, setInputs] = useState<CarInputs>(EMPTY);
  const form = useForm({ fieldId });
  const [result, setResult] = useState<Result>();
  const [plateLookup, setPlateLookup] = useState(false);
  const [wanted, setWanted] = useState<InStockCar>();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const carId = props.carIdFromQuery ? carIdOfQuery() : undefined;
    if (carId) findInStockCar(carId).then(setWanted);
    callApi(tradeInValuations, {}).then((r) => r.ok && setPlateLookup(r.data.plateLookup));
  }, [props.carIdFromQuery]);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const set = (patch: Partial<CarInputs>) => setInputs((v) => ({ ...v, ...patch }));
  function requestBody() {
    const byRego = plateLookup && inputs.by === "rego";
    const yesNo = (v: string) => (v === "" ? undefined : v === "yes");
    const body: Record<string, unknown> = {
      ...(byRego
        ? { rego: inputs.rego, state: inputs.state }
        : {
            make: inputs.make === OTHER ? inputs.makeOther : inputs.make,
            model: inputs.model === OTHER ? inputs.modelOther : inputs.model,
            badge: inputs.badge,
            year: inputs.year,
          }),
      km: inputs.km,
      accident_damage: yesNo(inputs.accident_damage),
      mechanical_issues: yesNo(inputs.mechanical_issues),
      service_history: inputs.service_history,
      wear: inputs.wear,
      postcode: inputs.postcode,
      car_id: wanted?.id,
    };
    for (const [k, v] of Object.entries(body)) if (v === "" || v === undefined) delete body[k];
    return body;
  }

  // A field's error goes once it is fixed, checked with the schema the submit checks with
  // (the request names the make a shopper typed under "Another make" `make`, as its error does).
  useErrorsFollowValues(form, requestBody(), (body) => problemsOf(tradeInValuation.request, body));

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (form.busy) return;
    const outcome = await form.send(tradeInValuation, requestBody() as never, { validate: true });
    if (outcome.ok) {
      form.succeed();
      // §7 event 39 is about the car the shopper is trading in towards, when the page named one.
      trackEvent(39, wanted ? { car_id: wanted.id } : {});
      setResult({ answer: outcome.data });
      return;
    }
    if (outcome.code === "valuation_failed") return setResult({ failed: outcome.message });
    // Errors on make/model name the picker the shopper sees ("Another make" has its own input).
    const fields = { ...outcome.fields };
    form.fail(fields, Object.keys(fields).length ? MESSAGES.fixErrors : outcome.message);
  }
  return (
    <div className={styles.root} data-ready={form.ready || undefined} data-trade-in-valuation>
      {wanted && (
        <p className={styles.wanted} data-car-id={wanted.id}>
          You're trading in towards: <a href={`/cars/${wanted.slug}`}>{wanted.name}</a>
          {wanted.price !== undefined && <> · {formatDollars(wanted.price)}</>}
        </p>
      )}
      {!result ? (
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={form.busy}>
          <h2 className={styles.step}>Your {props.itemLabel.singular}</h2>
          <p className={styles.note}>{tradeInLimitsNote(props.limits, props.itemLabel)}</p>
          {!form.busy && (
            <ErrorSummary
              form={form}
              labelOf={(field) => LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1)}
              order={(field) => ORDER.indexOf(field)}
            />
          )}
          <TradeInCarFields
            inputs={inputs}
            errors={form.errors}
            catalogue={props.catalogue}
            plateLookup={plateLookup}
            item={props.itemLabel.singular}
            set={set}
          />
          <div className="enquiry-form__actions">
            <button className="button" type="submit" disabled={form.busy}>
              {form.busy ? "Valuing…" : "Get my estimate"}
            </button>
          </div>
        </form>
      ) : null}
      <div aria-live="polite" className={styles.result}>
        {result && (
          <ValuationResult
            result={result}
            headingRef={resultHeading}
            onChange={() => setResult(undefined)}
            lead={{ ...props, carId: wanted?.id }}
          />
        )}
      </div>
    </div>
  );
}
