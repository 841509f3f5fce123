import type { ClientDirective } from "astro";

/** The event a store dispatches on window (detail: its localStorage key) when this tab writes a non-empty list. */
export const STORED_EVENT = "forecourt:stored";

/** True when localStorage holds a non-empty JSON array under the key (a hand-edited value counts as empty). */
function holdsList(key: string): boolean {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) && value.length > 0;
  } catch {
    return false;
  }
}

/**
 * `client:stored="<localStorage key>"`: hydrates an island that shows nothing until the shopper has
 * kept something under the key (the compare tray), once there is something: at idle when the page
 * loads with it, or when this tab (the store's event) or another (the storage event) writes it.
 * A page nobody has used yet loads none of the island's JavaScript, React included.
 */
const storedDirective: ClientDirective = (load, options) => {
  const key = String(options.value);
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    window.removeEventListener(STORED_EVENT, onStored);
    window.removeEventListener("storage", onStorage);
    const hydrate = await load();
    await hydrate();
  };
  const onStored = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) void start();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && holdsList(key)) void start();
  };
  if (holdsList(key)) {
    if ("requestIdleCallback" in window) requestIdleCallback(() => void start());
    else setTimeout(() => void start(), 200);
    return;
  }
  window.addEventListener(STORED_EVENT, onStored);
  window.addEventListener("storage", onStorage);
};

export default storedDirective;
