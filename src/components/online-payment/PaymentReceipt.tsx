import type { Ref } from "react";
import { type OnlinePayment as Payment, onlinePaymentStatus } from "#lib/api/online-payment.ts";
import { ONLINE_PAYMENT_MESSAGES } from "#lib/online-payments/online-payment.ts";
import { callApi } from "../../client/call-api.ts";
import { followUntilSettled } from "../../client/follow.ts";
import panel from "../payments/checkout-panel.module.css";
import styles from "./OnlinePayment.module.css";

/**
 * What the shopper typed, kept for this tab while they are at the provider's page: its cancel link
 * and the browser's Back both bring them back to the form (a fresh page, not the one they left:
 * Back does not always restore it from the back/forward cache). Gone once paid.
 */
const DRAFT_KEY = "forecourt:online-payment";

export type PaymentView =
  | { step: "form"; notice?: string }
  | { step: "confirming" }
  | { step: "done"; payment: Payment };

/** The payment as the provider settled it: the receipt to keep, or where it stands. */
export function Receipt(props: { payment: Payment; headingRef: Ref<HTMLHeadingElement> }) {
  const { payment } = props;
  const paid = payment.status === "paid";
  return (
    <section className={panel.root} aria-labelledby="pay-done" data-payment-status={payment.status}>
      <h2 id="pay-done" ref={props.headingRef} tabIndex={-1}>
        {paid ? "Payment received" : "Your payment"}
      </h2>
      <p>{payment.status_text}</p>
      <dl className={styles.facts}>
        <dt>Receipt number</dt>
        <dd data-receipt>{payment.receipt_number}</dd>
        <dt>Amount</dt>
        <dd data-amount>{payment.amount_text}</dd>
        <dt>For</dt>
        <dd>{payment.purpose}</dd>
        <dt>Reference</dt>
        <dd>{payment.reference}</dd>
        {payment.paid_text && (
          <>
            <dt>Paid</dt>
            <dd data-paid>{payment.paid_text}</dd>
          </>
        )}
      </dl>
      {paid && <p>We've sent this receipt to your phone. Please quote the receipt number if you contact us.</p>}
      <p className={styles.actions}>
        {paid && (
          <button className="button button--ghost" type="button" onClick={() => window.print()}>
            Print receipt
          </button>
        )}
        <a href="/online-payment">Make another payment</a>
      </p>
    </section>
  );
}

export function readDraft<Details>(): Partial<Details> | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");
    return parsed && typeof parsed === "object" ? (parsed as Partial<Details>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(details: object): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(details));
  } catch {
    // Private browsing: the retry simply starts from an empty form.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Asks until the payment is no longer pending, then shows the receipt (or the form, when it failed). */
export function followPayment(id: string, setView: (view: PaymentView) => void): () => void {
  return followUntilSettled(
    () => callApi(onlinePaymentStatus, { id }),
    (data) => data.payment.status !== "pending",
    (answer) => {
      if (!answer.ok) return setView({ step: "form", notice: answer.message });
      const { payment } = answer.data;
      setView(
        payment.status === "failed"
          ? { step: "form", notice: ONLINE_PAYMENT_MESSAGES.declined }
          : { step: "done", payment },
      );
    },
  );
}
