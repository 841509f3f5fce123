import type {
  appointmentSlots,
  bookAppointment,
  cancelAppointment,
  manageAppointment,
  moveAppointment,
} from "./appointments.ts";
import type { AnyContract } from "./contract.ts";
import type { session } from "./session.ts";
import type { stockStatus } from "./stock-status.ts";
import type { watchlist, watchlistRemoveCar, watchlistSaveCar } from "./watchlist.ts";
import type { alertsConfirm, alertsEnd, alertsMine, alertsSubscribe, alertsUnsubscribe } from "./alerts.ts";

/**
 * An endpoint as an island calls it: its path and methods, typed by its contract, without the
 * contract's schemas. Islands that hydrate with the page call through these, so the page's first
 * JavaScript carries no zod (about 25 KB gzip). Forms that check their input with the
 * contract's schema import the contract itself. routes.test.ts holds each route to its contract.
 */
export interface ApiRoute<C extends AnyContract> {
  readonly path: C["path"];
  readonly methods: C["methods"];
  /** Never set: it carries the contract's request and response types to `callApi`. */
  readonly contract?: C;
}

const route = <C extends AnyContract>(path: C["path"], methods: C["methods"]): ApiRoute<C> => ({ path, methods });

export const ROUTES = {
  appointmentSlots: route<typeof appointmentSlots>("/api/appointments/slots", ["GET"]),
  bookAppointment: route<typeof bookAppointment>("/api/appointments", ["POST"]),
  manageAppointment: route<typeof manageAppointment>("/api/appointments/manage", ["GET"]),
  cancelAppointment: route<typeof cancelAppointment>("/api/appointments/cancel", ["POST"]),
  moveAppointment: route<typeof moveAppointment>("/api/appointments/move", ["POST"]),
  session: route<typeof session>("/api/session", ["GET", "DELETE"]),
  stockStatus: route<typeof stockStatus>("/api/stock-status", ["GET"]),
  watchlist: route<typeof watchlist>("/api/watchlist", ["GET"]),
  watchlistSaveCar: route<typeof watchlistSaveCar>("/api/watchlist/save-car", ["POST"]),
  watchlistRemoveCar: route<typeof watchlistRemoveCar>("/api/watchlist/remove-car", ["POST"]),
  alertsSubscribe: route<typeof alertsSubscribe>("/api/alerts", ["POST"]),
  alertsConfirm: route<typeof alertsConfirm>("/api/alerts/confirm", ["POST"]),
  alertsUnsubscribe: route<typeof alertsUnsubscribe>("/api/alerts/unsubscribe", ["POST"]),
  alertsMine: route<typeof alertsMine>("/api/alerts/mine", ["GET"]),
  alertsEnd: route<typeof alertsEnd>("/api/alerts/end", ["POST"]),
};
