import { atom } from "nanostores";

/** One short message at a time ('Car Saved In Watchlist', 'Car Removed'), announced politely. */
export const $toast = atom<{ id: number; text: string } | null>(null);

let next = 0;
export function showToast(text: string, ms = 3000): void {
  const id = ++next;
  $toast.set({ id, text });
  setTimeout(() => {
    if ($toast.get()?.id === id) $toast.set(null);
  }, ms);
}
