import { atom } from "nanostores";

/**
 * The shopper's details, remembered in this browser to prefill the next form. Only
 * what they typed into a form; nothing from the server. Never an answer that must be given on
 * each form: a marketing opt-in (or terms accepted) is not carried to the next one.
 */
export interface RememberedUser {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
}

const REMEMBERED: readonly (keyof RememberedUser)[] = ["first_name", "last_name", "email", "phone", "postcode"];
const KEY = "forecourt:user";

/** Only the remembered fields, as text: whatever else a caller or an older version stored is dropped. */
function onlyRemembered(details: object): RememberedUser {
  const record = details as Record<string, unknown>;
  return Object.fromEntries(
    REMEMBERED.filter((field) => typeof record[field] === "string" && record[field]).map((field) => [
      field,
      record[field],
    ]),
  );
}

function read(): RememberedUser {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? onlyRemembered(parsed) : {};
  } catch {
    return {};
  }
}

export const $user = atom<RememberedUser>(read());

export function rememberUser(details: RememberedUser): void {
  const next = { ...$user.get(), ...onlyRemembered(details) };
  $user.set(next);
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private browsing or a full store: remembering is a convenience only.
  }
}
