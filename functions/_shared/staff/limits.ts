/**
 * Limits on staff sign-in, counted with the shared rate-limit helpers. Links to one
 * address are counted per address *and* client address (IPv6 by its /64), as SMS codes are,
 * with a ceiling all addresses share; limits only refuse new links and never void a link
 * already sent, so a stranger's burst cannot stop the staff member signing in with the one they have.
 */
export const STAFF_LINK_PER_EMAIL_IP = { max: 3, windowSeconds: 15 * 60 };
/** Links to one address from everyone: the inbox is not flooded (at most 10 an hour). */
export const STAFF_LINK_PER_EMAIL = { max: 10, windowSeconds: 60 * 60 };
/** Links one client address may ask for, across addresses (a yard office shares one address). */
export const STAFF_LINK_PER_IP = { max: 20, windowSeconds: 60 * 60 };
/** Verify attempts per client address; tokens are 256 bits, so this bounds load rather than odds. */
export const STAFF_VERIFY_PER_IP = { max: 10, windowSeconds: 15 * 60 };
/**
 * Passkey sign-ins per client address (a challenge asked for, an answer checked). Guessing is
 * hopeless (a signature), so this bounds load; it is its own budget, so a burst of bad links from
 * an address does not stop the yard office signing in with passkeys.
 */
export const STAFF_PASSKEY_PER_IP = { max: 30, windowSeconds: 15 * 60 };
