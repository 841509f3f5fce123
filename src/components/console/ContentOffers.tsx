import { useState } from "react";
import type { ContentState } from "#lib/api/console-content.ts";
import type { OfferEdit } from "#lib/content/edits.ts";
import { OfferEditForm } from "./OfferEditForm.tsx";
import type { SaveDraft } from "./use-content-desk.ts";

/** An id for an offer made in the console (NEW_OFFER_ID), apart from any feed's. */
const newOfferId = () =>
  `console-${Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => (byte % 36).toString(36)).join("")}`;

/** The offers running, each to edit, end (or keep running) and undo or remove; and a new offer. */
export function ContentOffers({
  state,
  busy,
  saveDraft,
}: {
  state: ContentState;
  busy: boolean;
  saveDraft: SaveDraft;
}) {
  /** The offer being written: an id (a feed's, or a new one) and where it started. */
  const [writing, setWriting] = useState<{ id: string; offer: OfferEdit; isNew: boolean } | null>(null);
  const { draft } = state;
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
  );
}
