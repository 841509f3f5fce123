import { useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import type { AlertSummary } from "#lib/api/alerts.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { formatDayMonthYear } from "#lib/format/date.ts";

const HOW_OFTEN = { instant: "as it happens", daily: "daily summary", weekly: "weekly summary" } as const;
const STATUS = { unconfirmed: "Waiting for you to confirm by email", active: "On", ended: "Stopped" } as const;

/**
 * My alerts, on /my-garage#my-alerts — the signed-in shopper's alerts (to their phone or
 * asked for while signed in): what each is about, how, how often, what they agreed to and when;
 * each live one can be stopped at once.
 */
export function GarageAlerts() {
  const [alerts, setAlerts] = useState<AlertSummary[]>();
  const [said, setSaid] = useState<string>();
  useEffect(() => {
    callApi(ROUTES.alertsMine, {}).then((result) => setAlerts(result.ok ? result.data.alerts : []));
  }, []);

  async function stop(alert: AlertSummary) {
    const result = await callApi(ROUTES.alertsEnd, { id: alert.id });
    if (!result.ok) return setSaid(result.message);
    setSaid(`${result.data.message} (${alert.about})`);
    setAlerts((now) => now?.map((other) => (other.id === alert.id ? { ...other, status: "ended" } : other)));
  }

  if (!alerts) return null;
  return (
    <section className="garage__alerts" id="my-alerts" aria-labelledby="my-alerts-heading">
      <h2 id="my-alerts-heading">My alerts</h2>
      {said && <p role="status">{said}</p>}
      {alerts.length === 0 ? (
        <p>No alerts yet. Ask for them on a car's page ("Price drop alerts") or after a search.</p>
      ) : (
        <ul className="grid-cards">
          {alerts.map((alert) => (
            <li key={alert.id} className="garage__item" data-alert-status={alert.status}>
              <a href={alert.link}>{alert.about}</a>
              <p>
                {alert.kind === "car" ? "Price drops and back in stock" : "New matches"} · {alert.recipient} ·{" "}
                {HOW_OFTEN[alert.frequency]} · <strong>{STATUS[alert.status]}</strong>
              </p>
              <details>
                <summary>What you agreed to</summary>
                <p>
                  On {formatDayMonthYear(alert.consent.at)}: “{alert.consent.wording}”
                </p>
              </details>
              {alert.status !== "ended" && (
                <button className="button button--ghost" type="button" onClick={() => stop(alert)}>
                  Stop these alerts<span className="visually-hidden"> about {alert.about}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
