/**
 * One short message at a time ('Car Saved In Watchlist', 'Car Removed'), announced politely by
 * the page's live region (BaseLayout's static `[data-toast]`: a React island there would load
 * React on every page of a dealer with the garage, content pages included).
 */
let next = 0;
export function showToast(text: string, ms = 3000): void {
  const region = document.querySelector<HTMLElement>("[data-toast]");
  if (!region) return;
  const id = String(++next);
  region.dataset.toastId = id;
  region.textContent = text;
  setTimeout(() => {
    if (region.dataset.toastId === id) region.textContent = "";
  }, ms);
}
