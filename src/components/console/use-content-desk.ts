import { useCallback, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import {
  type ContentState,
  consoleContent,
  consoleContentDraft,
  consoleContentPublish,
  consoleContentRestore,
} from "#lib/api/console-content.ts";
import type { ChangeNames } from "#lib/content/changes.ts";
import type { ContentEdits } from "#lib/content/edits.ts";

/** Saves the draft; false when it was refused (the form keeps what was typed, and the message says why). */
export type SaveDraft = (edits: ContentEdits, done: string) => Promise<boolean>;

/** What the built site carries (src/pages/content-version.json.ts); never a cached answer. */
async function siteVersion(): Promise<number | undefined> {
  const answer = await fetch(`/content-version.json?at=${Date.now()}`, { cache: "no-store" }).catch(() => undefined);
  return answer?.ok ? ((await answer.json()) as { version: number }).version : undefined;
}

/** The preview and a restore are what they change on the live site, one line a change. */
export function changeNames(state: ContentState): ChangeNames {
  const { draft } = state;
  return {
    offer: (id) =>
      state.offers.find((offer) => offer.id === id)?.title ??
      draft.offers[id]?.title ??
      state.live_edits.offers[id]?.title ??
      `Offer ${id}`,
    location: (id) => locationName(state, id),
    page: (slug) => state.pages.find((page) => page.slug === slug)?.title ?? slug,
    car: (id) => state.commented_cars.find((car) => car.id === id)?.name ?? `Car ${id}`,
  };
}

export function locationName(state: ContentState, id: string): string {
  return state.locations.find((one) => one.id === id)?.name ?? id;
}

/**
 * The content desk's state and its calls: the content (loaded once), what the site shows,
 * the last message, whether a call is under way, the version whose restore is being looked at,
 * saving the draft and publishing (or restoring) it, then watching until the site carries it.
 */
export function useContentDesk() {
  const [state, setState] = useState<ContentState | null>(null);
  const [live, setLive] = useState<number | undefined>(undefined);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
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

  const saveDraft: SaveDraft = async (edits, done) => {
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
  };

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

  return { state, live, said, busy, restoring, setRestoring, saveDraft, publish };
}
