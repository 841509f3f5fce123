import { atom } from "nanostores";

/**
 * The shopper's details, remembered in this browser to prefill the next form (issue 5). Only
 * what they typed into a form; nothing from the server.
 */
export interface RememberedUser {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
}

const KEY = "forecourt:user";

function read(): RememberedUser {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as RememberedUser) : {};
  } catch {
    return {};
  }
}

export const $user = atom<RememberedUser>(read());

export function rememberUser(details: RememberedUser): void {
  const next = { ...$user.get(), ...Object.fromEntries(Object.entries(details).filter(([, v]) => v)) };
  $user.set(next);
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full store: remembering is a convenience only.
  }
}
