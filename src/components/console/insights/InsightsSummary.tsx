import { lazy, Suspense, useMemo } from "react";
import type { consoleInsights } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import { formatOpenMinutes } from "#lib/insights/format.ts";
import { percent } from "./filters.ts";

type Summary = ResponseData<typeof consoleInsights>;

// The chart library loads with the charts, in a chunk of its own.
const InsightsChart = lazy(() => import("./InsightsChart.tsx"));

/** A bar beside a figure, for the eye only: the figure itself is the cell's text. */
function Bar({ value, max }: { value: number; max: number }) {
  return (
    <span className="insights__bar" aria-hidden="true" style={{ inlineSize: `${max ? (100 * value) / max : 0}%` }} />
  );
}

const per100 = (value: number | null) => (value === null ? "–" : String(value));

/** The period's figures: totals, each day, stock by age, where leads came from, response, yards. */
export function InsightsSummary({ summary }: { summary: Summary }) {
  const { totals, period } = summary;
  const maxViews = Math.max(0, ...summary.daily.map((day) => day.views));
  const maxAge = Math.max(0, ...summary.ages.map((age) => age.cars));
  const maxSource = Math.max(0, ...summary.sources.map((source) => source.views + source.leads));
  const charts = useMemo(
    () => ({
      daily: {
        labels: summary.daily.map((day) => day.day),
        series: [
          { label: "Views", values: summary.daily.map((day) => day.views) },
          { label: "Leads", values: summary.daily.map((day) => day.leads) },
        ],
      },
      ages: {
        labels: summary.ages.map((age) => age.label),
        series: [{ label: "Cars", values: summary.ages.map((age) => age.cars) }],
      },
      sources: {
        labels: summary.sources.map((source) => source.label),
        series: [{ label: "Leads", values: summary.sources.map((source) => source.leads) }],
      },
    }),
    [summary],
  );
  return (
    <section aria-labelledby="insights-totals">
      <h2 id="insights-totals">
        {period.from} to {period.to}
      </h2>
      <dl className="insights__totals">
        <div>
          <dt>Car-page views</dt>
          <dd>{totals.views}</dd>
        </div>
        <div>
          <dt>Leads</dt>
          <dd>{totals.leads}</dd>
        </div>
        <div>
          <dt>Leads per 100 views</dt>
          <dd>{per100(totals.leads_per_100_views)}</dd>
        </div>
        <div>
          <dt>Saves</dt>
          <dd>{totals.saves}</dd>
        </div>
        <div>
          <dt>Bookings</dt>
          <dd>{totals.bookings}</dd>
        </div>
        <div>
          <dt>Deposits</dt>
          <dd>{totals.deposits}</dd>
        </div>
        <div>
          <dt>Cars in stock</dt>
          <dd>{totals.cars}</dd>
        </div>
        <div>
          <dt>Aged (over {summary.aged_days} days)</dt>
          <dd>{totals.aged}</dd>
        </div>
        <div>
          <dt>Median days in stock</dt>
          <dd>{totals.median_days_in_stock ?? "–"}</dd>
        </div>
      </dl>

      <Suspense fallback={null}>
        <div className="insights__grid">
          <InsightsChart kind="days" {...charts.daily} />
          <InsightsChart kind="bars" {...charts.ages} />
          {charts.sources.labels.length > 0 && <InsightsChart kind="bars" {...charts.sources} />}
        </div>
      </Suspense>

      <div className="insights__grid">
        <table className="insights__table">
          <caption>Views and leads each day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {summary.daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>
                  {day.views} <Bar value={day.views} max={maxViews} />
                </td>
                <td>{day.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <table className="insights__table">
          <caption>Stock by days in stock</caption>
          <thead>
            <tr>
              <th scope="col">Days</th>
              <th scope="col">Cars</th>
              <th scope="col">Views</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {summary.ages.map((age) => (
              <tr key={age.label}>
                <th scope="row">{age.label}</th>
                <td>
                  {age.cars} <Bar value={age.cars} max={maxAge} />
                </td>
                <td>{age.views}</td>
                <td>{age.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className="audit" role="region" aria-label="Where leads come from" tabIndex={0}>
          <table className="insights__table">
            <caption>Where leads come from</caption>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Views</th>
                <th scope="col">Leads</th>
                <th scope="col">Leads per 100 views</th>
                <th scope="col">Bookings</th>
                <th scope="col">Deposits</th>
              </tr>
            </thead>
            <tbody>
              {summary.sources.length === 0 && (
                <tr>
                  <td colSpan={6}>No views or leads in this period.</td>
                </tr>
              )}
              {summary.sources.map((source) => (
                <tr key={source.source}>
                  <th scope="row">{source.label}</th>
                  <td>
                    {source.views} <Bar value={source.views + source.leads} max={maxSource} />
                  </td>
                  <td>{source.leads}</td>
                  <td>{per100(source.leads_per_100_views)}</td>
                  <td>{source.bookings}</td>
                  <td>{source.deposits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>

      <div className="audit" role="region" aria-label="Response by salesperson" tabIndex={0}>
        <table className="insights__table">
          <caption>Response by salesperson (opening hours)</caption>
          <thead>
            <tr>
              <th scope="col">Salesperson</th>
              <th scope="col">Assigned</th>
              <th scope="col">Answered</th>
              <th scope="col">Median first response</th>
              <th scope="col">Answered by the time promised</th>
              <th scope="col">Won</th>
              <th scope="col">Lost</th>
            </tr>
          </thead>
          <tbody>
            {summary.response.length === 0 && (
              <tr>
                <td colSpan={7}>No leads were assigned in this period.</td>
              </tr>
            )}
            {summary.response.map((person) => (
              <tr key={`${person.name}-${person.assigned}-${person.answered}`}>
                <th scope="row">{person.name}</th>
                <td>{person.assigned}</td>
                <td>{person.answered}</td>
                <td>{person.median_minutes === null ? "–" : formatOpenMinutes(person.median_minutes)}</td>
                <td>{percent(person.on_time_share)}</td>
                <td>{person.won}</td>
                <td>{person.lost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {summary.by_yard.length > 0 && (
        <div className="audit" role="region" aria-label="Yards compared" tabIndex={0}>
          <table className="insights__table">
            <caption>Yards compared</caption>
            <thead>
              <tr>
                <th scope="col">Yard</th>
                <th scope="col">Cars</th>
                <th scope="col">Views</th>
                <th scope="col">Leads</th>
                <th scope="col">Aged</th>
              </tr>
            </thead>
            <tbody>
              {summary.by_yard.map((yard) => (
                <tr key={yard.yard}>
                  <th scope="row">{yard.yard}</th>
                  <td>{yard.cars}</td>
                  <td>{yard.views}</td>
                  <td>{yard.leads}</td>
                  <td>{yard.aged}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
