import { type ChangeEvent, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { staffMe, staffWeeklySummary } from "#lib/api/staff.ts";
import { Said } from "./Said.tsx";

/**
 * An owner's Monday summary email (Insights' week), on or off; other roles see nothing here. When
 * the dealer does not send it (tenant.json insights.weeklySummary), an owner's switch would do
 * nothing, so it says so instead.
 */
export default function WeeklySummaryDesk({ dealerSends }: { dealerSends: boolean }) {
  const [on, setOn] = useState<boolean | null>(null);
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState("");

  useEffect(() => {
    callApi(staffMe, {}).then((result) => {
      if (result.ok) setOn(result.data.weekly_summary);
    });
  }, []);

  async function change(event: ChangeEvent<HTMLInputElement>) {
    const wanted = event.currentTarget.checked;
    const result = await callApi(staffWeeklySummary, { on: wanted });
    if (!result.ok) return setProblem(result.message);
    setProblem("");
    setOn(result.data.on);
    setSaid(result.data.on ? "You will get the weekly summary on Mondays." : "The weekly summary is off.");
  }

  if (on === null) return null;
  return (
    <section aria-labelledby="weekly-summary">
      <h2 id="weekly-summary">Weekly summary</h2>
      {dealerSends ? (
        <label className="check">
          <input type="checkbox" checked={on} onChange={change} /> Email me the week's views, leads, response and aged
          stock every Monday at 8 am
        </label>
      ) : (
        <p>The dealership has the Monday summary email turned off, so it is not sent to anyone.</p>
      )}
      <Said text={said} />
      <Said text={problem} problem />
    </section>
  );
}
