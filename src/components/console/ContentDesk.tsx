import { useCallback, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import {
  type ContentState,
  consoleContent,
  consoleContentDraft,
  consoleContentPublish,
  consoleContentRestore,
} from "#lib/api/console-content.ts";
import { KIND_NAMES, longDay } from "#lib/appointments/calendar.ts";
import { type ChangeNames, contentChanges, hoursText } from "#lib/content/changes.ts";
import type { ContentEdits, OfferEdit } from "#lib/content/edits.ts";
import { formatClock } from "#lib/hours/opening-hours.ts";
import { BannerHeroForm } from "./BannerHeroForm.tsx";
import { CarCommentForm } from "./CarCommentForm.tsx";
import { HoursEditForm } from "./HoursEditForm.tsx";
import { OfferEditForm } from "./OfferEditForm.tsx";
import { PageEditForm } from "./PageEditForm.tsx";
import { Said } from "./Said.tsx";

/** An id for an offer made in the console (NEW_OFFER_ID), apart from any feed's. */
const newOfferId = () =>
  `console-${Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => (byte % 36).toString(36)).join("")}`;

/** What the built site carries (src/pages/content-version.json.ts); never a cached answer. */
async function siteVersion(): Promise<number | undefined> {
  const answer = await fetch(`/content-version.json?at=${Date.now()}`, { cache: "no-store" }).catch(() => undefined);
  return answer?.ok ? ((await answer.json()) as { version: number }).version : undefined;
}

/**
 * The site's content for editors — write, change or end an offer (with a photo), add
 * holiday or special hours, set the service banner and home heading, comment on a car — kept as a draft (saved as it is edited, shown on the site only once published), a preview of what
 * will change, Publish (the site rebuilds; this says when it is live), and every version, restorable.
 */
export default function ContentDesk() {
  const [state, setState] = useState<ContentState | null>(null);
  const [live, setLive] = useState<number | undefined>(undefined);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  /** The offer being written: an id (a feed's, or a new one) and where it started. */
  const [writing, setWriting] = useState<{ id: string; offer: OfferEdit; isNew: boolean } | null>(null);
  /** The version whose restore is being looked at, before it is published. */
  const [restoring, setRestoring] = useState<number | null>(null);

  useEffect(() => {
    callApi(consoleContent, {}).then((result) => {
      if (result.ok) setState(result.data);
      else if (result.status === 401) location.assign("/console/sign-in/");
      else setSaid({ text: result.message, problem: true });
    });
    siteVersion().then(setLive);
  }, []);

  // Asked to restore, the editor is taken to what it would change, before anything is published.
  useEffect(() => {
    if (restoring !== null) document.getElementById("content-restore")?.focus();
  }, [restoring]);

  // After a publish, until the site carries it: check every few seconds.
  const watchUntilLive = useCallback((version: number) => {
    const check = async () => {
      const shown = await siteVersion();
      setLive(shown);
      if (shown !== undefined && shown >= version)
        return setSaid({ text: `Version ${version} is live on the site.`, problem: false });
      setTimeout(check, 3000);
    };
    check();
  }, []);

  /** Saves the draft; false when it was refused (the form keeps what was typed, and the message says why). */
  async function saveDraft(edits: ContentEdits, done: string): Promise<boolean> {
    setBusy(true);
    const result = await callApi(consoleContentDraft, { edits });
    setBusy(false);
    if (!result.ok) {
      setSaid({ text: result.message, problem: true });
      return false;
    }
    setState(result.data);
    setSaid({ text: `${done} Saved in the draft: publish to show it on the site.`, problem: false });
    return true;
  }

  async function publish(restore?: number) {
    setRestoring(null);
    setBusy(true);
    const result = restore
      ? await callApi(consoleContentRestore, { version: restore })
      : await callApi(consoleContentPublish, {});
    setBusy(false);
    if (!result.ok) return setSaid({ text: result.message, problem: true });
    setState(result.data);
    const version = result.data.published;
    if (result.data.rebuild === "off")
      return setSaid({ text: `Published version ${version}. The site shows it after its next build.`, problem: false });
    setSaid({ text: `Published version ${version}. The site is being rebuilt…`, problem: false });
    watchUntilLive(version);
  }

  if (!state) return <p role="status">{said?.text ?? "Loading the site's content…"}</p>;
  const { draft } = state;
  const locationName = (id: string) => state.locations.find((one) => one.id === id)?.name ?? id;
  // The preview and a restore are what they change on the live site, one line a change.
  const names: ChangeNames = {
    offer: (id) =>
      state.offers.find((offer) => offer.id === id)?.title ??
      draft.offers[id]?.title ??
      state.live_edits.offers[id]?.title ??
      `Offer ${id}`,
    location: locationName,
    page: (slug) => state.pages.find((page) => page.slug === slug)?.title ?? slug,
    car: (id) => state.commented_cars.find((car) => car.id === id)?.name ?? `Car ${id}`,
  };
  const changes = contentChanges(state.live_edits, draft, names);
  const restoreVersion = state.versions.find((version) => version.version === restoring);
  const saveOffer = async (id: string, offer: OfferEdit) => {
    if (await saveDraft({ ...draft, offers: { ...draft.offers, [id]: offer } }, `"${offer.title}" is written.`))
      setWriting(null);
  };
  const dropOffer = (id: string) => {
    const { [id]: dropped, ...others } = draft.offers;
    const fromFeed = state.offers.some((offer) => offer.id === id && offer.from_feed);
    const title = dropped?.title ?? id;
    return saveDraft(
      { ...draft, offers: others },
      fromFeed ? `"${title}" is back as the feed has it.` : `"${title}" removed.`,
    );
  };
  const toggleOffer = (id: string, title: string) => {
    const { [id]: ended, ...others } = draft.endedOffers;
    if (ended) return saveDraft({ ...draft, endedOffers: others }, `"${title}" keeps running.`);
    return saveDraft({ ...draft, endedOffers: { ...others, [id]: new Date().toISOString() } }, `"${title}" ends.`);
  };

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

      <section aria-labelledby="content-offers">
        <h2 id="content-offers">Offers</h2>
        {state.offers.length === 0 && <p>No offers are running.</p>}
        <ul className="inbox__list" aria-label="Offers">
          {state.offers.map((offer) => {
            const ending = Boolean(draft.endedOffers[offer.id]);
            return (
              <li key={offer.id} className="stock-car">
                <p>
                  <strong>{offer.title}</strong>
                  {ending ? <> · ended by an editor</> : offer.ends_text && <> · {offer.ends_text}</>}
                </p>
                <div className="lead__moves">
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => setWriting({ id: offer.id, offer: offer.as_written, isNew: false })}
                  >
                    Edit "{offer.title}"
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => toggleOffer(offer.id, offer.title)}
                  >
                    {ending ? `Keep "${offer.title}" running` : `End "${offer.title}"`}
                  </button>
                  {draft.offers[offer.id] && (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      onClick={() => dropOffer(offer.id)}
                    >
                      {offer.from_feed ? `Undo changes to "${offer.title}"` : `Remove "${offer.title}"`}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {writing ? (
          <OfferEditForm
            key={writing.id}
            heading={writing.isNew ? "New offer" : `Edit "${writing.offer.title}"`}
            offer={writing.offer}
            imageTemplate={state.image_template}
            busy={busy}
            onSave={(offer) => saveOffer(writing.id, offer)}
            onCancel={() => setWriting(null)}
          />
        ) : (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => setWriting({ id: newOfferId(), offer: { title: "" }, isNew: true })}
          >
            New offer
          </button>
        )}
      </section>

      <section aria-labelledby="content-hours">
        <h2 id="content-hours">Holiday and special hours</h2>
        <ul className="inbox__list" aria-label="Holiday and special hours">
          {draft.hours.map((edit) => (
            <li key={`${edit.location_id}:${edit.date}`} className="stock-car">
              <p>
                <strong>
                  {locationName(edit.location_id)}: {longDay(edit.date)}
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
                Remove {edit.label} at {locationName(edit.location_id)}
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

      <section aria-labelledby="content-preview">
        <h2 id="content-preview">Preview: what publishing changes</h2>
        {state.unpublished && changes.length > 0 ? (
          <ul aria-label="What publishing changes on the site">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>The draft is what the site shows now.</p>
        )}
        {state.affected_bookings.length > 0 && (
          <div className="content-affected" role="note" aria-labelledby="content-affected">
            <p id="content-affected">
              <strong>
                {state.affected_bookings.length === 1
                  ? "1 booking falls outside the new hours:"
                  : `${state.affected_bookings.length} bookings fall outside the new hours:`}
              </strong>
            </p>
            <ul>
              {state.affected_bookings.map((booking) => (
                <li key={`${booking.location}:${booking.date}:${booking.time}:${booking.kind}`}>
                  {KIND_NAMES[booking.kind]} at {booking.location}, {longDay(booking.date)} at{" "}
                  {formatClock(booking.time)}
                </li>
              ))}
            </ul>
            <p>
              Once published, each shopper is emailed that the booking needs a new time, and staff see it under
              Bookings' "Needs a new time" to call them.
            </p>
          </div>
        )}
        <button type="button" className="button" disabled={busy || !state.unpublished} onClick={() => publish()}>
          Publish changes
        </button>
      </section>

      <section aria-labelledby="content-versions">
        <h2 id="content-versions">Published versions</h2>
        {state.versions.length === 0 && <p>Nothing has been published yet.</p>}
        <ul className="inbox__list" aria-label="Published versions">
          {state.versions.map((version) => (
            <li key={version.version} className="stock-car">
              <p>
                <strong>Version {version.version}</strong> · {new Date(version.published_at).toLocaleString("en-AU")} by{" "}
                {version.published_by} · {version.changes} change{version.changes === 1 ? "" : "s"}
                {version.restored_from && <> · restored version {version.restored_from}</>}
              </p>
              {version.version !== state.live.version && (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => setRestoring(version.version)}
                >
                  Restore version {version.version}
                </button>
              )}
            </li>
          ))}
        </ul>
        {restoreVersion && (
          <section className="content-restore" aria-labelledby="content-restore">
            <h3 id="content-restore" tabIndex={-1}>
              Restore version {restoreVersion.version}: what it changes on the site
            </h3>
            {(() => {
              const lines = contentChanges(state.live_edits, restoreVersion.edits, names);
              return lines.length ? (
                <ul>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p>It holds what the site shows now.</p>
              );
            })()}
            <div className="lead__moves">
              <button type="button" className="button" disabled={busy} onClick={() => publish(restoreVersion.version)}>
                Publish version {restoreVersion.version} again
              </button>
              <button type="button" className="button button--ghost" onClick={() => setRestoring(null)}>
                Cancel
              </button>
            </div>
          </section>
        )}
      </section>
    </div>
  );
}
