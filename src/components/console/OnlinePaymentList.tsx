import { useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { consolePayments, type DealerOnlinePayment } from "#lib/api/console-reservations.ts";
import { formatAmountCents } from "#lib/format/money.ts";
import { ONLINE_PAYMENT_STATUSES, type OnlinePaymentStatus } from "#lib/online-payments/lifecycle.ts";

const STATUS_WORDS: Record<OnlinePaymentStatus, string> = {
  pending: "Checkout not paid yet",
  paid: "Paid",
  failed: "Failed",
};

/**
 * What shoppers paid on the site (invoices, services, parts): receipt, purpose and
 * reference, who paid, and any refund or bank dispute the payment provider reported. Refunds are
 * made at the provider; they show here when it tells us.
 */
export default function OnlinePaymentList() {
  const [status, setStatus] = useState<OnlinePaymentStatus | "">("paid");
  const [rows, setRows] = useState<DealerOnlinePayment[] | null>(null);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    callApi(consolePayments, status ? { status } : {}).then((result) => {
      if (result.ok) setRows(result.data.payments);
      else if (result.status !== 401) setProblem(result.message);
    });
  }, [status]);

  return (
    <section aria-labelledby="online-payments">
      <h2 id="online-payments">Online payments</h2>
      <label>
        Show{" "}
        <select value={status} onChange={(event) => setStatus(event.target.value as OnlinePaymentStatus | "")}>
          <option value="">All</option>
          {ONLINE_PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_WORDS[value]}
            </option>
          ))}
        </select>
      </label>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      {rows && rows.length === 0 && <p>No online payments to show.</p>}
      <ul className="inbox__list" aria-label="Online payments">
        {rows?.map((row) => (
          <li key={row.id} className="stock-car">
            <h3>
              {row.purpose} · {row.reference}
            </h3>
            <p>
              {row.receipt_number} · {row.amount_text} · <strong>{STATUS_WORDS[row.status]}</strong>
              {row.paid_text && <> · {row.paid_text}</>}
            </p>
            <p>
              {row.name} · <a href={`tel:${row.phone}`}>{row.phone}</a> ·{" "}
              <a href={`mailto:${row.email}`}>{row.email}</a>
            </p>
            {row.refunded_cents > 0 && (
              <p>
                Refunded {formatAmountCents(row.refunded_cents, row.currency.toUpperCase())} at the payment provider
              </p>
            )}
            {row.disputed_at && <p className="lead__problem">Disputed by the shopper's bank: {row.dispute_reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
