import { persistentAtom } from "@nanostores/persistent";
import { STORED_EVENT } from "../client-directives/stored.ts";
import { type CompareAdd, type CompareEntry, addToCompare } from "#lib/inventory/compare-list.ts";

/** Every tenant has its own origin, so one key per origin is already one list per dealer. */
export const COMPARE_KEY = "forecourt:compare";

export const NO_COMPARE: readonly CompareEntry[] = Object.freeze([]);

/** A hand-edited or older entry must never break the page: only well-formed cars are kept. */
export function decodeCompare(encoded: string): readonly CompareEntry[] {
  try {
    const value: unknown = JSON.parse(encoded);
    if (!Array.isArray(value)) return NO_COMPARE;
    const text = (field: unknown): field is string => typeof field === "string" && field !== "";
    return value.filter((entry): entry is CompareEntry => text(entry?.id) && text(entry?.slug) && text(entry?.name));
  } catch {
    return NO_COMPARE;
  }
}

/** The cars chosen to compare, in the order chosen; kept in localStorage and synchronised between tabs. */
export const compareList = persistentAtom<readonly CompareEntry[]>(COMPARE_KEY, NO_COMPARE, {
  encode: (list) => JSON.stringify(list),
  decode: decodeCompare,
});

// The tray hydrates on its first car (client:stored): this tab's writes raise no storage event.
if (typeof window !== "undefined")
  compareList.listen((list) => {
    if (list.length > 0) window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: COMPARE_KEY }));
  });

export function chooseForCompare(entry: CompareEntry, limit: number): CompareAdd {
  const added = addToCompare(compareList.get(), entry, limit);
  if (added.ok) compareList.set(added.list);
  return added;
}

export function removeFromCompare(id: string): void {
  compareList.set(compareList.get().filter((entry) => entry.id !== id));
}

export function clearCompare(): void {
  compareList.set(NO_COMPARE);
}
