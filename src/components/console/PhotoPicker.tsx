import { useState } from "react";
import { uploadPhoto } from "../../client/photo-upload.ts";
import { imageSrc } from "#lib/media/image-url.ts";
import { Said } from "./Said.tsx";

/**
 * A photo for an offer or the hero — chosen on the phone or computer, uploaded at once,
 * and shown through the image CDN as the site will show it.
 */
export function PhotoPicker(props: {
  label: string;
  image: string | undefined;
  imageTemplate: string;
  onUploaded: (url: string) => void;
  onBusy: (uploading: boolean) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState("");

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    props.onBusy(true);
    setProblem("");
    const uploaded = await uploadPhoto(file);
    setUploading(false);
    props.onBusy(false);
    if ("problem" in uploaded) return setProblem(uploaded.problem);
    props.onUploaded(uploaded.url);
  }

  return (
    <div className="offer-form__photo">
      {props.image ? (
        <img
          src={imageSrc(props.imageTemplate, props.image, 360)}
          alt={`Chosen: ${props.label}`}
          width={180}
          height={135}
        />
      ) : (
        <p>No photo yet.</p>
      )}
      <label>
        {props.image ? "Change" : "Add"} {props.label} (JPEG, PNG or WebP){" "}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {uploading && <p role="status">Uploading the photo…</p>}
      <Said text={problem} problem />
    </div>
  );
}
