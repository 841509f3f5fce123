import { type SyntheticEvent, useId, useState } from "react";
import { type OfferEdit, offerEditSchema } from "#lib/content/edits.ts";
import { PhotoPicker } from "./PhotoPicker.tsx";
import { Said } from "./Said.tsx";

/**
 * An offer as an editor writes it — title, description, terms, price, first and last
 * day, and a photo (uploaded, then shown through the image CDN as the site will show it). Checked
 * by the server's own schema; the message says what to fix.
 */
export function OfferEditForm(props: {
  heading: string;
  offer: OfferEdit;
  imageTemplate: string;
  busy: boolean;
  onSave: (offer: OfferEdit) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [image, setImage] = useState(props.offer.image);
  const [problem, setProblem] = useState("");
  const [uploading, setUploading] = useState(false);
  const { offer } = props;

  function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    const price = text("price");
    const parsed = offerEditSchema.safeParse({
      title: String(form.get("title") ?? ""),
      description: text("description"),
      terms: text("terms"),
      image,
      price: price === undefined ? undefined : Number(price.replace(/[$,\s]/g, "")),
      starts_on: text("starts_on"),
      ends_on: text("ends_on"),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Please check the offer's details.");
    setProblem("");
    props.onSave(parsed.data);
  }

  return (
    <form className="offer-form" onSubmit={save} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{props.heading}</h3>
      <Said text={problem} problem />
      <label>
        Title <input name="title" defaultValue={offer.title} required maxLength={300} />
      </label>
      <label>
        Description <textarea name="description" defaultValue={offer.description} rows={4} maxLength={5000} />
      </label>
      <label>
        Terms <textarea name="terms" defaultValue={offer.terms} rows={3} maxLength={20_000} />
      </label>
      <div className="stock-desk__search">
        <label>
          Price ($, optional) <input name="price" inputMode="numeric" defaultValue={offer.price ?? ""} />
        </label>
        <label>
          First day <input name="starts_on" type="date" defaultValue={offer.starts_on} />
        </label>
        <label>
          Last day <input name="ends_on" type="date" defaultValue={offer.ends_on} />
        </label>
      </div>
      <PhotoPicker
        label="the offer's photo"
        image={image}
        imageTemplate={props.imageTemplate}
        onUploaded={setImage}
        onBusy={setUploading}
      />
      <div className="lead__moves">
        <button type="submit" className="button" disabled={props.busy || uploading}>
          Save offer to draft
        </button>
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
