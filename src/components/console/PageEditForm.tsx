import { type SyntheticEvent, useEffect, useState } from "react";
import type { ContentState } from "#lib/api/console-content.ts";
import { type ContentEdits, pageEditSchema } from "#lib/content/edits.ts";
import { renderPageMarkdown } from "#lib/content/page-markdown.ts";
import type { StaticPageSlug } from "#lib/content/static-pages.ts";
import { Said } from "./Said.tsx";

type Page = ContentState["pages"][number];

/**
 * A standard page (about us, warranty, terms…) in Markdown, with the page rendered
 * beside it as the site will show it (the build renders it with the same code); saved to the draft.
 */
export function PageEditForm(props: {
  pages: Page[];
  draft: ContentEdits;
  busy: boolean;
  onSave: (edits: ContentEdits, done: string) => Promise<boolean>;
}) {
  const [slug, setSlug] = useState(props.pages[0]?.slug ?? "");
  const page = props.pages.find((one) => one.slug === slug);
  const [markdown, setMarkdown] = useState(page?.markdown ?? "");
  const [title, setTitle] = useState(page?.title ?? "");
  const [description, setDescription] = useState(page?.description ?? "");
  const [problem, setProblem] = useState("");
  const load = (shown: Page | undefined) => {
    setMarkdown(shown?.markdown ?? "");
    setTitle(shown?.title ?? "");
    setDescription(shown?.description ?? "");
  };
  // Saved or undone: the text is what the draft now holds for this page.
  useEffect(() => load(page), [page?.markdown, page?.title, page?.description]);
  // Typed but not saved to the draft. Leaving the console screen (a link, reload, back,
  // closing the tab) asks first, as does choosing another page here.
  const unsaved = Boolean(
    page &&
      (markdown !== page.markdown || title !== page.title || description.trim() !== (page.description ?? "").trim()),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  if (!page) return null;

  function choose(next: string) {
    if (unsaved && !window.confirm(`Your changes to the ${page?.title} page are not saved. Leave them?`)) return;
    setSlug(next);
    load(props.pages.find((one) => one.slug === next));
    setProblem("");
  }

  function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = pageEditSchema.safeParse({
      title,
      description: description.trim() || undefined,
      markdown,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Please check the page.");
    setProblem("");
    props.onSave(
      { ...props.draft, pages: { ...props.draft.pages, [slug]: parsed.data } },
      `The ${parsed.data.title} page is saved.`,
    );
  }

  function undo() {
    const { [slug as StaticPageSlug]: _dropped, ...others } = props.draft.pages;
    props.onSave({ ...props.draft, pages: others }, `The ${page?.title} page is back as the files have it.`);
  }

  return (
    <section aria-labelledby="content-pages">
      <h2 id="content-pages">Pages</h2>
      <form className="offer-form" onSubmit={save} aria-label="Edit a page" key={slug}>
        <Said text={problem} problem />
        <label htmlFor="page-choice">Page</label>
        <select id="page-choice" value={slug} onChange={(event) => choose(event.target.value)}>
          {props.pages.map((one) => (
            <option key={one.slug} value={one.slug}>
              {one.title} (/{one.slug})
            </option>
          ))}
        </select>
        <label>
          Page title <input value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={120} />
        </label>
        <label>
          Search description{" "}
          <input value={description} onChange={(event) => setDescription(event.target.value)} maxLength={300} />
        </label>
        <label>
          Text, in Markdown (## for a heading, - for a list, [words](/link) for a link){" "}
          <textarea
            value={markdown}
            onChange={(event) => setMarkdown(event.target.value)}
            rows={14}
            maxLength={50_000}
          />
        </label>
        {unsaved && <p className="page-form__unsaved">Not saved yet: "Save page to draft" keeps your changes.</p>}
        <div className="lead__moves">
          <button type="submit" className="button" disabled={props.busy}>
            Save page to draft
          </button>
          {props.draft.pages[slug as StaticPageSlug] && (
            <button type="button" className="button button--ghost" disabled={props.busy} onClick={undo}>
              Undo changes to this page
            </button>
          )}
        </div>
      </form>
      <section className="page-preview" aria-label={`How the ${title} page will look`}>
        <h1>{title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: renderPageMarkdown escapes raw HTML and drops unsafe links; the build renders the page with it too. */}
        <div dangerouslySetInnerHTML={{ __html: renderPageMarkdown(markdown) }} />
      </section>
    </section>
  );
}
