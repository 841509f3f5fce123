import type { TradeInMake } from "#lib/trade-in/catalogue.ts";
import { AU_STATES } from "#lib/trade-in/valuation-request.ts";
import { RadioGroup } from "../forms/RadioGroup.tsx";
import { Field } from "../forms/Field.tsx";
import styles from "./TradeInValuation.module.css";

/** The valuation form's inputs, as typed (strings); TradeInValuation turns them into the request. */
export type CarInputs = Record<
  | "by"
  | "make"
  | "makeOther"
  | "model"
  | "modelOther"
  | "badge"
  | "year"
  | "km"
  | "rego"
  | "state"
  | "accident_damage"
  | "mechanical_issues"
  | "service_history"
  | "wear"
  | "postcode",
  string
>;

export const OTHER = "__other";
export const fieldId = (name: string) => `valuation-${name}`;

const QUESTIONS = [
  [
    "accident_damage",
    "Has it ever had accident damage?",
    [
      ["yes", "Yes"],
      ["no", "No"],
    ],
  ],
  [
    "mechanical_issues",
    "Does it have any mechanical issues?",
    [
      ["yes", "Yes"],
      ["no", "No"],
    ],
  ],
  [
    "service_history",
    "Service history",
    [
      ["full", "Full"],
      ["partial", "Partial"],
      ["none", "None"],
    ],
  ],
  [
    "wear",
    "Interior and exterior wear",
    [
      ["minimal", "Minimal"],
      ["normal", "Normal for its age"],
      ["heavy", "Heavy"],
    ],
  ],
] as const;

const DESCRIBE_BY = [
  ["details", "Make, model and year"],
  ["rego", "Registration plate"],
] as const;

interface Props {
  inputs: CarInputs;
  errors: Record<string, string>;
  catalogue: TradeInMake[];
  plateLookup: boolean;
  /** The dealer's word for what it sells, singular ("caravan"). */
  item: string;
  set: (patch: Partial<CarInputs>) => void;
}

export function TradeInCarFields({ inputs, errors, catalogue, plateLookup, item, set }: Props) {
  const make = catalogue.find((m) => m.name === inputs.make);
  const model = make?.models.find((m) => m.name === inputs.model);
  const byRego = plateLookup && inputs.by === "rego";
  const text = (
    name: keyof CarInputs,
    label: string,
    required: boolean,
    extra: { numeric?: boolean; auto?: string } = {},
  ) => (
    <Field id={fieldId(name)} label={label} error={errors[name]} required={required}>
      {(aria) => (
        <input
          {...aria}
          type="text"
          inputMode={extra.numeric ? "numeric" : undefined}
          autoComplete={extra.auto ?? "off"}
          value={inputs[name]}
          onChange={(e) => set({ [name]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <>
      {plateLookup && (
        <RadioGroup
          className={styles.choices}
          legend={`Describe your ${item} by`}
          name="valuation-by"
          options={DESCRIBE_BY}
          value={inputs.by}
          onChange={(by) => set({ by })}
        />
      )}
      {byRego ? (
        <div className={styles.pair}>
          {text("rego", "Registration plate", true)}
          <Field id={fieldId("state")} label="State" error={errors.state} required>
            {(aria) => (
              <select {...aria} value={inputs.state} onChange={(e) => set({ state: e.target.value })}>
                <option value="">Choose…</option>
                {AU_STATES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : (
        <>
          <Field id={fieldId("make")} label="Make" error={errors.make} required>
            {(aria) => (
              <select
                {...aria}
                value={inputs.make}
                onChange={(e) => set({ make: e.target.value, model: "", badge: "" })}
              >
                <option value="">Choose…</option>
                {catalogue.map((m) => (
                  <option key={m.name}>{m.name}</option>
                ))}
                <option value={OTHER}>Another make</option>
              </select>
            )}
          </Field>
          {inputs.make === OTHER && text("makeOther", `Your ${item}'s make`, true)}
          <Field id={fieldId("model")} label="Model" error={errors.model} required>
            {(aria) => (
              <select
                {...aria}
                value={inputs.model}
                disabled={!inputs.make}
                onChange={(e) => set({ model: e.target.value, badge: "" })}
              >
                <option value="">{inputs.make ? "Choose…" : "Choose a make first"}</option>
                {make?.models.map((m) => (
                  <option key={m.name}>{m.name}</option>
                ))}
                {inputs.make && <option value={OTHER}>Another model</option>}
              </select>
            )}
          </Field>
          {inputs.model === OTHER && text("modelOther", `Your ${item}'s model`, true)}
          {model && model.badges.length > 0 && (
            <Field id={fieldId("badge")} label="Badge" error={errors.badge}>
              {(aria) => (
                <select {...aria} value={inputs.badge} onChange={(e) => set({ badge: e.target.value })}>
                  <option value="">Not sure</option>
                  {model.badges.map((b) => (
                    <option key={b}>{b}</option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </>
      )}
      <div className={styles.pair}>
        {!byRego && text("year", "Year", true, { numeric: true })}
        {text("km", "Kilometres", true, { numeric: true })}
      </div>
      {QUESTIONS.map(([name, legend, options]) => (
        <RadioGroup
          key={name}
          className={styles.choices}
          legend={legend}
          required
          name={fieldId(name)}
          options={options}
          value={inputs[name]}
          onChange={(value) => set({ [name]: value })}
          field={{ id: fieldId(name), error: errors[name] }}
        />
      ))}
      {text("postcode", "Postcode", true, { numeric: true, auto: "postal-code" })}
    </>
  );
}
