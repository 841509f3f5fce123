import { useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { ALERT_MESSAGES } from "#lib/alerts/messages.ts";
import { ROUTES } from "#lib/api/routes.ts";

type Purpose = "confirm" | "unsubscribe";

/**
 * The page a link in an alert email opens: /alerts/confirm#token=… turns the alerts on
 * (double opt-in), /alerts/unsubscribe#token=… stops them at once, without signing in. The token
 * rides in the fragment, so it never reaches a server log or another site's Referer.
 */
export default function AlertLink({ purpose }: { purpose: Purpose }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  useEffect(() => {
    const token = new URLSearchParams(location.hash.replace(/^#/, "")).get("token");
    if (!token) {
      setOutcome({ ok: false, message: ALERT_MESSAGES.badLink });
      return;
    }
    const route = purpose === "confirm" ? ROUTES.alertsConfirm : ROUTES.alertsUnsubscribe;
    callApi(route, { token }).then((result) =>
      setOutcome(result.ok ? { ok: true, message: result.data.message } : { ok: false, message: result.message }),
    );
  }, [purpose]);
  if (!outcome)
    return <p role="status">{purpose === "confirm" ? "Turning your alerts on…" : "Stopping your alerts…"}</p>;
  return (
    <p role={outcome.ok ? "status" : "alert"} data-outcome={outcome.ok ? "done" : "failed"}>
      {outcome.message}
    </p>
  );
}
