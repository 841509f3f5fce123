import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from "react";
import { createOnlinePayment } from "#lib/api/online-payment.ts";
import { signInHref } from "#lib/navigation/sign-in.ts";
import {
  formatLimit,
  ONLINE_PAYMENT_MESSAGES,
  onlinePaymentRequestSchema,
  type PaymentLimits,
} from "#lib/online-payments/online-payment.ts";
import { rememberUser } from "../../stores/user.ts";
import { readSession } from "../../client/session.ts";
import { ErrorSummary } from "../forms/ErrorSummary.tsx";
import { problemsOf, useErrorsFollowValues, useForm } from "../forms/use-form.ts";
import { ContactFields, contactLabel, useContactPrefill } from "../forms/ContactFields.tsx";
import { Field } from "../forms/Field.tsx";
import { ConfirmingPayment } from "../reserve/ReservationConfirmation.tsx";
import { clearDraft, followPayment, type PaymentView, Receipt, readDraft, saveDraft } from "./PaymentReceipt.tsx";
import panel from "../payments/checkout-panel.module.css";
import styles from "./OnlinePayment.module.css";

interface Props {
  limits: PaymentLimits;
}

type FieldName = "purpose" | "reference" | "amount" | "first_name" | "last_name" | "email" | "phone";
type Details = Record<FieldName, string>;

const PAYMENT_LABELS: Record<string, string> = { purpose: "Paying for", reference: "Reference", amount: "Amount" };

/**
 * Online payment: what the shopper pays for, their reference and the amount (checked
 * against the dealer's limits here and again on the server), then the payment provider's hosted
 * checkout. Back from it with `?payment=`, the receipt; with `&cancelled=1`, the form again.
 */
export default function OnlinePayment(props: Props) {
  const { limits } = props;
  const schema = useMemo(() => onlinePaymentRequestSchema(limits), [limits]);
  const [details, setDetails] = useState<Details>({
    purpose: limits.purposes.length === 1 ? limits.purposes[0]! : "",
    reference: "",
    amount: "",
    first_name: "",
    last_name: "",
    email: "",
    phone: "",
  });
  const [view, setView] = useState<PaymentView | null>(null);
  // One key per payment the shopper means to make: a double click or a retried request makes one payment.
  const form = useForm({ fieldId: (field) => `pay-${field}`, keyPrefix: "pay-" });
  const { errors } = form;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void readSession();
    // Back from the provider, by its cancel link (`?payment=…&cancelled=1`) or the browser's Back
    // (this page as it was left, no query): the form has what they typed, every field of it.
    const draft = readDraft<Details>();
    if (draft) setDetails((current) => ({ ...current, ...draft }));
    const query = new URLSearchParams(location.search);
    const id = query.get("payment");
    if (!id) return setView({ step: "form" });
    if (query.has("cancelled")) return setView({ step: "form", notice: ONLINE_PAYMENT_MESSAGES.cancelled });
    setView({ step: "confirming" });
    return followPayment(id, setView);
  }, []);

  useContactPrefill(setDetails);
  useErrorsFollowValues(form, details, (values) =>
    problemsOf(schema, { ...values, idempotency_key: form.idempotencyKey() }),
  );

  useEffect(() => {
    if (view?.step !== "done") return;
    headingRef.current?.focus();
    if (view.payment.status === "paid") clearDraft();
  }, [view]);

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    const input = { ...details, idempotency_key: form.idempotencyKey() };
    if (!form.check(schema, input)) return;
    const result = await form.send(createOnlinePayment, input);
    if (result.ok) {
      rememberUser({
        first_name: details.first_name,
        last_name: details.last_name,
        email: details.email,
        phone: details.phone,
      });
      saveDraft(details);
      location.assign(result.data.checkout_url);
      return;
    }
    if (result.status === 401) {
      location.assign(signInHref(location.pathname, undefined, "online-payment"));
      return;
    }
    form.failWith(result);
  }

  if (!view) return <div className={panel.root} aria-busy="true" />;
  if (view.step === "confirming") return <ConfirmingPayment className={panel.root} />;
  if (view.step === "done") return <Receipt payment={view.payment} headingRef={headingRef} />;

  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    setDetails({ ...details, [name]: event.target.value });
    // A changed form is another payment (the same one only for a repeated click or request).
    form.renewKey();
  };
  const labelOf = (field: string) => PAYMENT_LABELS[field] ?? contactLabel(field) ?? field;
  return (
    <form className={panel.root} noValidate onSubmit={onSubmit} aria-busy={form.busy} data-ready>
      <h2>Make a payment</h2>
      {view.notice && (
        <p className={panel.notice} role="status">
          {view.notice}
        </p>
      )}
      <ErrorSummary form={form} labelOf={labelOf} />
      <p className={panel.note}>Fields marked * are required.</p>
      <Field id="pay-purpose" label="Paying for" error={errors.purpose} required>
        {(aria) => (
          <select {...aria} name="purpose" value={details.purpose} onChange={set("purpose")}>
            {limits.purposes.length > 1 && <option value="">Choose one</option>}
            {limits.purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="pay-reference"
        label="Reference"
        hint="Your invoice, stock or order number, as it appears on your paperwork."
        error={errors.reference}
        required
      >
        {(aria) => (
          <input
            {...aria}
            name="reference"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={details.reference}
            onChange={set("reference")}
          />
        )}
      </Field>
      <Field
        id="pay-amount"
        label="Amount"
        hint={`In dollars, from ${formatLimit(limits.minAmount)} to ${formatLimit(limits.maxAmount)}.`}
        error={errors.amount}
        required
      >
        {(aria) => (
          <span className={styles.money}>
            <span aria-hidden="true">$</span>
            <input
              {...aria}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={details.amount}
              onChange={set("amount")}
            />
          </span>
        )}
      </Field>
      <h3 className={styles.subheading}>Your details</h3>
      <ContactFields
        idPrefix="pay"
        values={details}
        errors={errors}
        onChange={(name, value) => set(name)({ target: { value } })}
      />
      <p className={panel.note}>
        You'll pay by card on our payment provider's secure page. Your card is charged when you pay, and we send your
        receipt to your phone.
      </p>
      <button className="button" type="submit" disabled={form.busy}>
        {form.busy ? "Opening the secure payment page…" : "Continue to payment"}
      </button>
    </form>
  );
}
