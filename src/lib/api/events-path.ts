/** The events path on its own: the beacon sender needs it without the event schemas (and zod). */
export const EVENTS_PATH = "/api/events";
