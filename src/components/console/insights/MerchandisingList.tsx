import { useEffect, useState } from "react";
import { callApi } from "../../../client/call-api.ts";
import { consoleMerchandising } from "#lib/api/console-insights.ts";
import type { ResponseData } from "#lib/api/contract.ts";

type List = ResponseData<typeof consoleMerchandising>;

const SHOWN = 25;

/** The cars whose pages lack what a shopper looks for, the weakest first, each with what to fix. */
export function MerchandisingList({ yard }: { yard?: string }) {
  const [list, setList] = useState<List | null>(null);
  const [all, setAll] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    callApi(consoleMerchandising, yard ? { yard } : {}).then((result) => {
      if (!result.ok) return setProblem(result.message);
      setProblem(null);
      setList(result.data);
    });
  }, [yard]);

  return (
    <section aria-labelledby="insights-merchandising">
      <h2 id="insights-merchandising">Merchandising</h2>
      {problem && (
        <p className="inbox__problem" role="alert">
          {problem}
        </p>
      )}
      {list && (
        <>
          <p>
            {list.complete} of {list.total} cars have everything a shopper looks for
            {list.average_score !== null && `; the average score is ${list.average_score} of 100`}.
          </p>
          <ol className="inbox__list insights__merchandising">
            {(all ? list.cars : list.cars.slice(0, SHOWN)).map((car) => (
              <li key={car.id} className="stock-car" data-car-id={car.id}>
                <h3>
                  {car.path ? <a href={car.path}>{car.name}</a> : car.name}
                  {car.stock_number && ` (stock ${car.stock_number})`}: {car.score} of 100
                </h3>
                <ul>
                  {car.gaps.map((gap) => (
                    <li key={gap.check}>
                      {gap.text}
                      {gap.check === "comments" && list.may_edit_comments && (
                        <>
                          {" "}
                          <a href={`/console/content/?comments=${encodeURIComponent(car.stock_number ?? car.name)}`}>
                            Write comments<span className="visually-hidden"> on {car.name}</span>
                          </a>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {!all && list.cars.length > SHOWN && (
            <button type="button" className="button button--ghost" onClick={() => setAll(true)}>
              Show all {list.cars.length} cars that need work
            </button>
          )}
        </>
      )}
    </section>
  );
}
