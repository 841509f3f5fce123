import { type SyntheticEvent, useState } from "react";
import { ALERT_CONSENT_VERSION } from "#lib/alerts/consent.ts";
import { ALERT_MESSAGES } from "#lib/alerts/messages.ts";
import { savedSearchOf } from "#lib/alerts/saved-search.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { callApi } from "../../client/call-api.ts";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { Field } from "../forms/Field.tsx";
import { useForm } from "../forms/use-form.ts";

interface Props {
  kind: "car" | "search";
  carId?: string;
  /** The consent box's words, exactly as the server stores them (src/lib/alerts/consent.ts). */
  consentWording: string;
  /** Where several boxes may share a page: ids stay unique. */
  idPrefix: string;
}

const FREQUENCIES = [
  ["instant", "As it happens"],
  ["daily", "A daily summary"],
  ["weekly", "A weekly summary"],
] as const;

const LABELS: Record<string, string> = { email: "Email for alerts", consent: "Agreement", search: "Search" };

/**
 * Ask for alerts — a car's price drop or return, or new cars matching the search on
 * the page — by email, with an unticked box that says exactly what is agreed to. The address is
 * confirmed by the email that follows (nothing else is sent before).
 */
export default function AlertSignup({ kind, carId, consentWording, idPrefix }: Props) {
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const form = useForm({ fieldId });
  const [done, setDone] = useState<string | null>(null);

  async function ask(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const search = kind === "search" ? savedSearchOf(location.search) : undefined;
    if (kind === "search" && !search)
      return form.fail({ search: ALERT_MESSAGES.searchRequired }, ALERT_MESSAGES.searchRequired);
    if (data.get("consent") !== "yes")
      return form.fail({ consent: ALERT_MESSAGES.consentRequired }, ALERT_MESSAGES.consentRequired);
    const result = await form.submit(() =>
      callApi(ROUTES.alertsSubscribe, {
        kind,
        ...(carId ? { car_id: carId } : {}),
        ...(search ? { search } : {}),
        channel: "email",
        email: String(data.get("email") ?? ""),
        frequency: String(data.get("frequency")) as "instant" | "daily" | "weekly",
        consent: true,
        consent_version: ALERT_CONSENT_VERSION,
        page_url: location.href,
      }),
    );
    if (!result.ok) return form.failWith(result);
    form.succeed();
    setDone(result.data.message);
  }

  if (done)
    return (
      <p className="alert-signup__done" role="status">
        {done}
      </p>
    );
  return (
    <form className="alert-signup" onSubmit={ask} noValidate data-ready={form.ready || undefined}>
      <ErrorSummary form={form} labelOf={(field) => LABELS[field] ?? field} />
      <Field id={fieldId("email")} label="Email for alerts" required error={form.errors.email}>
        {(aria) => <input {...aria} name="email" type="email" autoComplete="email" />}
      </Field>
      <Field id={fieldId("frequency")} label="How often">
        {(aria) => (
          <select {...aria} name="frequency" defaultValue="instant">
            {FREQUENCIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={`field field--check${form.errors.consent ? " field--error" : ""}`}>
        <label htmlFor={fieldId("consent")}>
          <input
            id={fieldId("consent")}
            name="consent"
            type="checkbox"
            value="yes"
            aria-invalid={Boolean(form.errors.consent)}
          />{" "}
          {consentWording}
        </label>
        {form.errors.consent && <p className="field__error">{form.errors.consent}</p>}
      </div>
      <button className="button" type="submit" disabled={form.busy}>
        {form.busy ? "Sending…" : kind === "car" ? "Alert me" : "Tell me about new matches"}
      </button>
    </form>
  );
}
