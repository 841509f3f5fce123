import { type SyntheticEvent, useEffect, useState } from "react";
import { callApi } from "../../../client/call-api.ts";
import { consoleInsights } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import { staffMe } from "#lib/api/staff.ts";
import { PERIOD_PRESETS } from "#lib/insights/period.ts";
import { InsightsCarTable } from "./InsightsCarTable.tsx";
import { InsightsSummary } from "./InsightsSummary.tsx";
import { MerchandisingList } from "./MerchandisingList.tsx";
import type { InsightsFilters } from "./filters.ts";

type Summary = ResponseData<typeof consoleInsights>;

/**
 * What the site does for the dealer: the period and yard chosen once, then the figures, the
 * cars (all, or only the aged) and the merchandising list. Owners and sales see it all; an editor
 * sees the merchandising list only (the endpoints ask as well).
 */
export default function InsightsDesk() {
  const [permissions, setPermissions] = useState<readonly string[] | null>(null);
  // The weekly summary links to its week: /console/insights/?from=…&to=…
  const [filters, setFilters] = useState<InsightsFilters>(filtersFromAddress);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const seesFigures = permissions?.includes("insights.view") ?? false;

  useEffect(() => {
    callApi(staffMe, {}).then((result) => {
      if (!result.ok) location.assign("/console/sign-in/");
      else setPermissions(result.data.permissions);
    });
  }, []);

  useEffect(() => {
    if (!seesFigures) return;
    callApi(consoleInsights, filters).then((result) => {
      if (!result.ok) return setProblem(result.fields?.period ?? result.message);
      setProblem(null);
      setSummary(result.data);
    });
  }, [seesFigures, filters]);

  function choose(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const preset = String(form.get("days") ?? "30");
    const yard = String(form.get("yard") ?? "") || undefined;
    setFilters(
      preset === "custom"
        ? { from: String(form.get("from") ?? ""), to: String(form.get("to") ?? ""), yard }
        : { days: Number(preset), yard },
    );
  }

  if (!permissions) return <p aria-live="polite">Loading…</p>;
  return (
    <div className="insights">
      <h1>Insights</h1>
      {seesFigures && (
        <form className="insights__period" onSubmit={choose} aria-label="Period and yard">
          <div className="field">
            <label htmlFor="insights-days">Period</label>
            <select id="insights-days" name="days" defaultValue={filters.from ? "custom" : String(filters.days ?? 30)}>
              {PERIOD_PRESETS.map((days) => (
                <option key={days} value={days}>
                  Last {days} days
                </option>
              ))}
              <option value="custom">Custom (from and to below)</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="insights-from">From (custom)</label>
            <input id="insights-from" name="from" type="date" defaultValue={filters.from} />
          </div>
          <div className="field">
            <label htmlFor="insights-to">To (custom)</label>
            <input id="insights-to" name="to" type="date" defaultValue={filters.to} />
          </div>
          {(summary?.yards.length ?? 0) > 1 && (
            <div className="field">
              <label htmlFor="insights-yard">Yard</label>
              <select id="insights-yard" name="yard" defaultValue="">
                <option value="">Every yard</option>
                {summary!.yards.map((yard) => (
                  <option key={yard.id} value={yard.id}>
                    {yard.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button className="button" type="submit">
            Show
          </button>
        </form>
      )}
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      {seesFigures && summary && <InsightsSummary summary={summary} />}
      {seesFigures && summary && <InsightsCarTable filters={filters} agedDays={summary.aged_days} />}
      <MerchandisingList yard={filters.yard} />
    </div>
  );
}

function filtersFromAddress(): InsightsFilters {
  const query = new URLSearchParams(typeof location === "undefined" ? "" : location.search);
  const from = query.get("from") ?? undefined;
  const to = query.get("to") ?? undefined;
  if (from && to) return { from, to };
  const days = Number(query.get("days"));
  return { days: PERIOD_PRESETS.includes(days as (typeof PERIOD_PRESETS)[number]) ? days : 30 };
}
