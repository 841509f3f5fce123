import { useCallback, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { consoleReservations, consoleReservationUpdate } from "#lib/api/console-reservations.ts";
import type { DealerReservation } from "#lib/api/reservations.ts";
import { formatAmountCents } from "#lib/format/money.ts";
import { RESERVATION_STATUSES, type ReservationStatus } from "#lib/reservations/lifecycle.ts";
import { Said } from "./Said.tsx";

const STATUS_WORDS: Record<ReservationStatus, string> = {
  pending: "Checkout not paid yet",
  held: "Deposit held",
  captured: "Captured",
  released: "Released",
  expired: "Expired",
  failed: "Failed",
};

/**
 * Deposits — capture once the sale is confirmed, or release the hold — through the same
 * lifecycle as `npm run reservations`. Capture and release ask once more before moving money.
 */
export default function ReservationDesk() {
  const [status, setStatus] = useState<ReservationStatus | "">("held");
  const [rows, setRows] = useState<DealerReservation[] | null>(null);
  const [said, setSaid] = useState<{ id: string; text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (wanted: ReservationStatus | "") => {
    const result = await callApi(consoleReservations, wanted ? { status: wanted } : {});
    if (result.ok) return setRows(result.data.reservations);
    if (result.status === 401) location.assign("/console/sign-in/");
    else setSaid({ id: "", text: result.message, problem: true });
  }, []);

  useEffect(() => {
    load(status);
  }, [status, load]);

  async function act(row: DealerReservation, action: "capture" | "release") {
    const amount = formatAmountCents(row.amount_cents, row.currency.toUpperCase());
    const question =
      action === "capture"
        ? `Capture ${row.name}'s ${amount} deposit for ${row.car_name} (${row.reference})? ${row.name} is charged.`
        : `Release ${row.name}'s ${amount} hold for ${row.car_name} (${row.reference})? The car is offered again.`;
    if (!confirm(question)) return;
    setBusy(true);
    const result = await callApi(consoleReservationUpdate, { id: row.id, action });
    setBusy(false);
    if (!result.ok) return setSaid({ id: row.id, text: result.message, problem: true });
    setRows((shown) => shown?.map((one) => (one.id === row.id ? result.data.reservation : one)) ?? null);
    setSaid({ id: row.id, text: `${row.reference}: ${result.data.outcome}.`, problem: false });
  }

  return (
    <div>
      <h1>Deposits</h1>
      <label>
        Show{" "}
        <select value={status} onChange={(event) => setStatus(event.target.value as ReservationStatus | "")}>
          <option value="">All</option>
          {RESERVATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_WORDS[value]}
            </option>
          ))}
        </select>
      </label>
      {said && !said.id && (
        <p className="inbox__problem" role="alert">
          {said.text}
        </p>
      )}
      {rows && rows.length === 0 && <p>No deposits to show.</p>}
      <ul className="inbox__list" aria-label="Deposits">
        {rows?.map((row) => (
          <li key={row.id} className="stock-car">
            <h2>{row.name || "A shopper"}</h2>
            <p className="reservation__car">{row.car_name}</p>
            <p>
              {row.reference} · {formatAmountCents(row.amount_cents, row.currency.toUpperCase())} ·{" "}
              <strong>{STATUS_WORDS[row.status]}</strong>
              {row.status === "held" && <> until {row.expires_text}</>}
            </p>
            <p>
              <a href={`tel:${row.phone}`}>{row.phone}</a> · <a href={`mailto:${row.email}`}>{row.email}</a>
            </p>
            {row.refunded_cents > 0 && (
              <p>Refunded {formatAmountCents(row.refunded_cents, row.currency.toUpperCase())}</p>
            )}
            {row.disputed_at && <p className="lead__problem">Disputed by the shopper's bank: {row.dispute_reason}</p>}
            {(row.status === "held" || row.status === "pending") && (
              <div className="lead__moves">
                {row.status === "held" && (
                  <button type="button" className="button" disabled={busy} onClick={() => act(row, "capture")}>
                    Capture deposit
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => act(row, "release")}
                >
                  Release hold
                </button>
              </div>
            )}
            {said?.id === row.id && <Said text={said.text} problem={said.problem} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
