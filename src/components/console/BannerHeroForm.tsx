import { type SyntheticEvent, useState } from "react";
import { bannerEditSchema, type ContentEdits, heroEditSchema, withBannerAndHero } from "#lib/content/edits.ts";
import { PhotoPicker } from "./PhotoPicker.tsx";
import { Said } from "./Said.tsx";

type Shown = {
  banner: { enabled: boolean; text: string; href: string };
  hero: { heading: string; subheading?: string; image?: string };
};

/**
 * The service banner above every page (on or off, its words and link) and the home
 * page's hero heading, line and photo, as the site shows them now; saved to the draft.
 */
export function BannerHeroForm(props: {
  shown: Shown;
  imageTemplate: string;
  draft: ContentEdits;
  busy: boolean;
  onSave: (edits: ContentEdits, done: string) => Promise<boolean>;
}) {
  const [problem, setProblem] = useState("");
  const [uploading, setUploading] = useState(false);
  const banner = props.draft.banner ?? props.shown.banner;
  const hero = props.draft.hero
    ? { ...props.draft.hero, image: props.draft.hero.image ?? props.shown.hero.image }
    : props.shown.hero;
  /** A photo uploaded here (tenant.json's own is not an upload, and stays as it is unless replaced). */
  const [photo, setPhoto] = useState(props.draft.hero?.image);

  function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const bannerEdit = bannerEditSchema.safeParse({
      enabled: form.get("banner_on") === "on",
      text: String(form.get("banner_text") ?? ""),
      href: String(form.get("banner_href") ?? ""),
    });
    const heroEdit = heroEditSchema.safeParse({
      heading: String(form.get("hero_heading") ?? ""),
      subheading: String(form.get("hero_subheading") ?? "").trim() || undefined,
      image: photo,
    });
    const failed = bannerEdit.error ?? heroEdit.error;
    if (failed || !bannerEdit.success || !heroEdit.success)
      return setProblem(failed?.issues[0]?.message ?? "Please check the banner and heading.");
    setProblem("");
    props.onSave(
      withBannerAndHero(props.draft, { banner: bannerEdit.data, hero: heroEdit.data }, props.shown),
      "The banner and heading are set.",
    );
  }

  return (
    <form className="offer-form" onSubmit={save} aria-labelledby="banner-hero">
      <h2 id="banner-hero">Service banner and home page heading</h2>
      <Said text={problem} problem />
      <label className="check">
        <input type="checkbox" name="banner_on" defaultChecked={banner.enabled} /> Show the service banner above every
        page
      </label>
      <label>
        Banner text <input name="banner_text" defaultValue={banner.text} required maxLength={120} />
      </label>
      <label>
        Banner link (a path such as /service, or an https address){" "}
        <input name="banner_href" defaultValue={banner.href} required maxLength={500} />
      </label>
      <label>
        Home page heading <input name="hero_heading" defaultValue={hero.heading} required maxLength={80} />
      </label>
      <label>
        Line under the heading <input name="hero_subheading" defaultValue={hero.subheading} maxLength={160} />
      </label>
      <PhotoPicker
        label="the home page photo"
        image={photo ?? hero.image}
        imageTemplate={props.imageTemplate}
        onUploaded={setPhoto}
        onBusy={setUploading}
      />
      <div className="lead__moves">
        <button type="submit" className="button" disabled={props.busy || uploading}>
          Save banner and heading to draft
        </button>
        {(props.draft.banner || props.draft.hero) && (
          <button
            type="button"
            className="button button--ghost"
            disabled={props.busy}
            onClick={() =>
              props.onSave(
                { ...props.draft, banner: undefined, hero: undefined },
                "The banner and heading are back as the files have them.",
              )
            }
          >
            Undo changes to the banner and heading
          </button>
        )}
      </div>
    </form>
  );
}
