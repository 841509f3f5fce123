import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import type { ReadableAtom } from "nanostores";

/** Every tenant has its own origin, so one key per origin is already one list per dealer. */
export const FAVOURITES_KEY = "forecourt:favourites";

/** Stable empty list: the server snapshot for islands, and what a damaged entry reads as. */
export const NO_FAVOURITES: readonly string[] = Object.freeze([]);

/** A hand-edited or older entry must never break the page: anything but a list of ids reads as empty. */
export function decodeFavourites(encoded: string): readonly string[] {
  try {
    const value: unknown = JSON.parse(encoded);
    if (!Array.isArray(value)) return NO_FAVOURITES;
    return [...new Set(value.filter((id): id is string => typeof id === "string" && id !== ""))];
  } catch {
    return NO_FAVOURITES;
  }
}

/** Saved car ids, oldest first; kept in localStorage and synchronised between tabs. */
export const favourites = persistentAtom<readonly string[]>(FAVOURITES_KEY, NO_FAVOURITES, {
  encode: (ids) => JSON.stringify(ids),
  decode: decodeFavourites,
});

export const favouriteCount: ReadableAtom<number> = computed(favourites, (ids) => ids.length);

/**
 * Announced on window whenever the list changes in this tab, for the header's count, which is a
 * few lines of inline script rather than an island (Header.astro spells the same name).
 */
export const FAVOURITES_CHANGED_EVENT = "forecourt:favourites-changed";
if (typeof window !== "undefined")
  favourites.listen(() => window.dispatchEvent(new CustomEvent(FAVOURITES_CHANGED_EVENT)));

export function isFavourite(id: string, ids: readonly string[] = favourites.get()): boolean {
  return ids.includes(id);
}

export function removeFavourite(id: string): void {
  favourites.set(favourites.get().filter((saved) => saved !== id));
}

/** Adds the car when it is not saved, removes it when it is; returns whether it is saved now. */
export function toggleFavourite(id: string): boolean {
  const ids = favourites.get();
  const saved = !ids.includes(id);
  favourites.set(saved ? [...ids, id] : ids.filter((saved) => saved !== id));
  return saved;
}
