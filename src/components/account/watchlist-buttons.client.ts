import { takePendingSave } from "../../stores/pending-save.ts";
import { changeWatchlist, loadWatchlist, signInToSave, watchlistLabel } from "./watchlist.ts";

/**
 * Every `[data-watchlist-car]` button (WatchlistToggle.astro) behaves as WatchlistButton.tsx:
 * enabled once the session is known, pressed when saved, 'View List' beside it while saved.
 */
function show(button: HTMLButtonElement, saved: boolean) {
  button.setAttribute("aria-pressed", String(saved));
  const label = button.firstChild;
  if (label?.nodeType === Node.TEXT_NODE) label.textContent = watchlistLabel(saved);
  const link = button.nextElementSibling?.matches(".watchlist-link") ? button.nextElementSibling : null;
  if (saved && !link) {
    const viewList = document.createElement("a");
    viewList.className = "watchlist-link";
    viewList.href = "/my-garage";
    viewList.textContent = "View List";
    button.after(viewList);
  } else if (!saved) link?.remove();
}

async function enhance(button: HTMLButtonElement) {
  const carId = button.dataset.watchlistCar ?? "";
  const { session, saved } = await loadWatchlist();
  let isSaved = saved.has(carId);
  const change = async (saving: boolean, phone: string) => {
    isSaved = saving;
    show(button, saving);
    if (await changeWatchlist(carId, saving, phone)) return;
    isSaved = !saving;
    show(button, !saving);
  };
  show(button, isSaved);
  button.disabled = false;
  button.dataset.ready = "true";
  button.addEventListener("click", () => {
    if (session.signedIn !== true) return signInToSave(carId);
    void change(!isSaved, session.phone_number);
  });
  // Back from the sign-in this button sent the shopper to: finish the save they asked for.
  if (session.signedIn === true && takePendingSave(carId) && !isSaved) void change(true, session.phone_number);
}

/** Every watchlist button under `root`; resolves once each knows the session. */
export async function enhanceWatchlistButtons(root: ParentNode): Promise<void> {
  await Promise.all([...root.querySelectorAll<HTMLButtonElement>("button[data-watchlist-car]")].map(enhance));
}

void enhanceWatchlistButtons(document);
