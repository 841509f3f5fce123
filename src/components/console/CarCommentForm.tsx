import { type SyntheticEvent, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { consoleStock, type StockCar } from "#lib/api/console-stock.ts";
import { carCommentSchema, type ContentEdits } from "#lib/content/edits.ts";
import { Said } from "./Said.tsx";

/**
 * The dealer's comments on one car (the "Comments" on its page, and the description the
 * channel feeds send): find the car by stock number, rego, VIN or name, write, save to the draft.
 */
export function CarCommentForm(props: {
  draft: ContentEdits;
  busy: boolean;
  onSave: (edits: ContentEdits, done: string) => Promise<boolean>;
}) {
  const [found, setFound] = useState<StockCar[] | null>(null);
  const [car, setCar] = useState<StockCar | null>(null);
  const [problem, setProblem] = useState("");

  // Insights' merchandising list links here with the car: /console/content/?comments=<stock number>.
  useEffect(() => {
    const q = new URLSearchParams(location.search).get("comments");
    const box = document.getElementById("comment-q") as HTMLInputElement | null;
    if (!q || !box) return;
    box.value = q;
    lookUp(q);
    box.scrollIntoView({ block: "center" });
  }, []);

  function find(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    lookUp(String(new FormData(event.currentTarget).get("q") ?? ""));
  }

  async function lookUp(q: string) {
    const result = await callApi(consoleStock, { q });
    if (!result.ok) return setProblem(result.message);
    setProblem(result.data.cars.length ? "" : "No car matches that.");
    setFound(result.data.cars);
    setCar(result.data.cars.length === 1 ? result.data.cars[0]! : null);
  }

  async function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!car) return;
    const comment = carCommentSchema.safeParse(String(new FormData(event.currentTarget).get("comments") ?? ""));
    if (!comment.success) return setProblem(comment.error.issues[0]?.message ?? "Please check the comments.");
    const text = comment.data;
    const saved = await props.onSave(
      { ...props.draft, carComments: { ...props.draft.carComments, [car.id]: text } },
      `Comments on ${car.name} are written.`,
    );
    if (!saved) return;
    setCar(null);
    setFound(null);
  }

  return (
    <div>
      <form className="stock-desk__search" onSubmit={find} aria-labelledby="comment-find">
        <h3 id="comment-find">Write comments on a car</h3>
        <label>
          Stock number, rego, VIN or name <input id="comment-q" name="q" required maxLength={80} />
        </label>
        <button type="submit" className="button button--ghost">
          Find the car
        </button>
      </form>
      <Said text={problem} problem />
      {found && found.length > 1 && !car && (
        <ul className="inbox__list" aria-label="Cars found">
          {found.slice(0, 10).map((one) => (
            <li key={one.id}>
              <button type="button" className="button button--ghost" onClick={() => setCar(one)}>
                {one.name}
                {one.stock_number && ` (stock ${one.stock_number})`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {car && (
        <form key={car.id} className="offer-form" onSubmit={save} aria-label={`Comments on ${car.name}`}>
          <label>
            Comments on {car.name}
            {car.stock_number && ` (stock ${car.stock_number})`}{" "}
            <textarea
              name="comments"
              rows={5}
              maxLength={4000}
              defaultValue={props.draft.carComments[car.id] ?? ""}
              required
            />
          </label>
          <button type="submit" className="button" disabled={props.busy}>
            Save comments to draft
          </button>
        </form>
      )}
    </div>
  );
}
