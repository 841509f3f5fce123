import { type SyntheticEvent, useState } from "react";
import { bannerEditSchema, type ContentEdits, heroEditSchema } from "../../lib/content/edits.ts";
import { Said } from "./Said.tsx";

type Shown = {
  banner: { enabled: boolean; text: string; href: string };
  hero: { heading: string; subheading?: string; image?: string };
};

/**
 * Issue 38: the service banner above every page (on or off, its words and link) and the home
 * page's hero heading and line, as the site shows them now; saved to the draft.
 */
export function BannerHeroForm(props: {
  shown: Shown;
  draft: ContentEdits;
  busy: boolean;
  onSave: (edits: ContentEdits, done: string) => void;
}) {
  const [problem, setProblem] = useState("");
  const banner = props.draft.banner ?? props.shown.banner;
  const hero = props.draft.hero ?? props.shown.hero;

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
    });
    const failed = bannerEdit.error ?? heroEdit.error;
    if (failed || !bannerEdit.success || !heroEdit.success)
      return setProblem(failed?.issues[0]?.message ?? "Please check the banner and heading.");
    setProblem("");
    props.onSave({ ...props.draft, banner: bannerEdit.data, hero: heroEdit.data }, "The banner and heading are");
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
      <button type="submit" className="button" disabled={props.busy}>
        Save banner and heading to draft
      </button>
    </form>
  );
}
