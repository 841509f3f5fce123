/**
 * The shopper's move-or-cancel link. It works for its own appointment only, and only until
 * the appointment is over; any other token, and a passed appointment, gets the same answer, which says
 * nothing about whether such an appointment exists.
 */

export const MANAGE_MESSAGES = {
  notFound: "We can't find that booking. The link may be incomplete, or the booking has already taken place.",
  cancelled: "This booking has been cancelled. Please make a new booking.",
  sameTime: "Your booking is already at that time. Please choose another.",
} as const;

/** Where the shopper's link points: the token in the fragment, so it never reaches a server log or a Referer. */
export const MANAGE_PATH = "/appointments/manage";
export const manageLink = (token: string): string => `${MANAGE_PATH}#token=${encodeURIComponent(token)}`;

/** The token of a manage link's fragment (or, from an older link, its query string). */
export function manageTokenOf(hash: string, search = ""): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? new URLSearchParams(search).get("token");
  return token && /^[\w-]{16,100}$/.test(token) ? token : undefined;
}

/** A link opens its appointment until the appointment ends; after that it is gone, as a wrong token is. */
export function linkOpens(appointment: { endsAt: Date }, now: Date): boolean {
  return appointment.endsAt.getTime() > now.getTime();
}

/** An appointment can be moved or cancelled while it is booked and has not started. */
export function changeable(appointment: { status: string; startsAt: Date }, now: Date): boolean {
  return appointment.status === "booked" && appointment.startsAt.getTime() > now.getTime();
}
