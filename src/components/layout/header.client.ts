import { callApi } from "../../client/call-api.ts";
import { readSession } from "../../client/session.ts";
import { currentVisit } from "../../client/visit.ts";
import { ROUTES } from "#lib/api/routes.ts";
import { startLeaving } from "../navigation/leaving.ts";

// Every page has the header, so the tab's landing page is kept here, before any link is followed.
currentVisit();

/** The header's behaviour: the phone menu, one dropdown open at a time, the favourites count, Sign in or Sign out. */
const toggle = document.querySelector("[data-nav-toggle]");
const nav = document.getElementById("site-nav");
toggle?.addEventListener("click", () => {
  const open = toggle.getAttribute("aria-expanded") !== "true";
  toggle.setAttribute("aria-expanded", String(open));
  nav?.toggleAttribute("data-open", open);
});

const menus = [...document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")];
// One dropdown open at a time; Escape or a click elsewhere closes it.
for (const menu of menus)
  menu.addEventListener("toggle", () => {
    if (menu.open) for (const other of menus) if (other !== menu) other.open = false;
  });
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const open = menus.find((menu) => menu.open);
  if (!open) return;
  open.open = false;
  open.querySelector("summary")?.focus();
});
document.addEventListener("click", (event) => {
  for (const menu of menus) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
});

// The favourites count from localStorage (src/stores/favourites.ts: the same key, and
// the event it sends when this tab changes the list; other tabs' changes come as "storage").
const count = document.querySelector("[data-favourites-count]");
const showCount = () => {
  let saved: unknown = [];
  try {
    saved = JSON.parse(localStorage.getItem("forecourt:favourites") || "[]");
  } catch {}
  const n = Array.isArray(saved) ? new Set(saved.filter((id) => typeof id === "string" && id)).size : 0;
  if (count) count.textContent = n ? ` (${n})` : "";
};
showCount();
window.addEventListener("forecourt:favourites-changed", showCount);
window.addEventListener("storage", (event) => {
  if (event.key === "forecourt:favourites") showCount();
});

// The session cookie is HttpOnly: ask the server whether to offer Sign in or Sign out.
const signedOut = document.querySelector<HTMLElement>('[data-account="signed-out"]');
const signedIn = document.querySelector<HTMLElement>('[data-account="signed-in"]');
if (signedOut && signedIn) {
  const show = (isSignedIn: boolean) => {
    signedOut.hidden = isSignedIn;
    signedIn.hidden = !isSignedIn;
  };
  // The page's one read, shared with its islands; an unreadable session ("unknown") keeps Sign in.
  readSession().then((session) => show(session.signedIn === true));
  signedIn.querySelector("[data-sign-out]")?.addEventListener("click", async () => {
    startLeaving();
    await callApi(ROUTES.session, {}, { method: "DELETE" });
    show(false);
    location.assign("/");
  });
}
