import { longDay } from "#lib/appointments/calendar.ts";
import { hoursText } from "#lib/content/changes.ts";
import { BannerHeroForm } from "./BannerHeroForm.tsx";
import { CarCommentForm } from "./CarCommentForm.tsx";
import { ContentOffers } from "./ContentOffers.tsx";
import { ContentPreview } from "./ContentPreview.tsx";
import { ContentVersions } from "./ContentVersions.tsx";
import { HoursEditForm } from "./HoursEditForm.tsx";
import { PageEditForm } from "./PageEditForm.tsx";
import { Said } from "./Said.tsx";
import { locationName, useContentDesk } from "./use-content-desk.ts";

/**
 * The site's content for editors — write, change or end an offer (with a photo), add
 * holiday or special hours, set the service banner and home heading, comment on a car — kept as a draft (saved as it is edited, shown on the site only once published), a preview of what
 * will change, Publish (the site rebuilds; this says when it is live), and every version, restorable.
 */
export default function ContentDesk() {
  const { state, live, said, busy, restoring, setRestoring, saveDraft, publish } = useContentDesk();

  if (!state) return <p role="status">{said?.text ?? "Loading the site's content…"}</p>;
  const { draft } = state;

  return (
    <div className="content-desk">
      <h1>Site content</h1>
      <p>
        Live: version {state.live.version}
        {live !== undefined && live < state.live.version && (
          <strong> · the site still shows version {live} (rebuilding, or built without the database)</strong>
        )}
      </p>
      <Said text={said?.text} problem={said?.problem} />

      <ContentOffers state={state} busy={busy} saveDraft={saveDraft} />

      <section aria-labelledby="content-hours">
        <h2 id="content-hours">Holiday and special hours</h2>
        <ul className="inbox__list" aria-label="Holiday and special hours">
          {draft.hours.map((edit) => (
            <li key={`${edit.location_id}:${edit.date}`} className="stock-car">
              <p>
                <strong>
                  {locationName(state, edit.location_id)}: {longDay(edit.date)}
                </strong>{" "}
                ({edit.label}) · {hoursText(edit)}
                {edit.departments && <> · {edit.departments.join(", ")} only</>}
              </p>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() =>
                  saveDraft({ ...draft, hours: draft.hours.filter((one) => one !== edit) }, `${edit.label} removed.`)
                }
              >
                Remove {edit.label} at {locationName(state, edit.location_id)}
              </button>
            </li>
          ))}
        </ul>
        <HoursEditForm
          locations={state.locations}
          draft={draft}
          busy={busy}
          onAdd={(edits, label) => saveDraft(edits, `${label} added.`)}
        />
      </section>

      <BannerHeroForm
        key={JSON.stringify([draft.banner, draft.hero])}
        shown={state.settings}
        imageTemplate={state.image_template}
        draft={draft}
        busy={busy}
        onSave={saveDraft}
      />

      <PageEditForm pages={state.pages} draft={draft} busy={busy} onSave={saveDraft} />

      <section aria-labelledby="content-comments">
        <h2 id="content-comments">Comments on cars</h2>
        <ul className="inbox__list" aria-label="Comments on cars">
          {state.commented_cars.map((car) => (
            <li key={car.id} className="stock-car">
              <p>
                <strong>{car.name}</strong>
                {car.stock_number && ` · stock ${car.stock_number}`}
              </p>
              <p className="lead__comments">{draft.carComments[car.id]}</p>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => {
                  const { [car.id]: _removed, ...others } = draft.carComments;
                  saveDraft({ ...draft, carComments: others }, `Comments on ${car.name} removed.`);
                }}
              >
                Remove comments on {car.name}
              </button>
            </li>
          ))}
        </ul>
        <CarCommentForm draft={draft} busy={busy} onSave={saveDraft} />
      </section>

      <ContentPreview state={state} busy={busy} onPublish={() => publish()} />

      <ContentVersions
        state={state}
        busy={busy}
        restoring={restoring}
        onRestoring={setRestoring}
        onPublish={(version) => publish(version)}
      />
    </div>
  );
}
