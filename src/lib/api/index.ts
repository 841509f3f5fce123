import {
  appointmentSlots,
  bookAppointment,
  cancelAppointment,
  manageAppointment,
  moveAppointment,
} from "./appointments.ts";
import { checkIfContactExists } from "./check-if-contact-exists.ts";
import { checkoutJourney, checkoutJourneys } from "./checkout-journey.ts";
import type { AnyContract } from "./contract.ts";
import { deliveryQuote } from "./delivery-quote.ts";
import { devLastSms } from "./dev-last-sms.ts";
import { events } from "./events.ts";
import { leads } from "./leads.ts";
import { miscellaneous } from "./miscellaneous.ts";
import { createOnlinePayment, onlinePaymentStatus } from "./online-payment.ts";
import { rateLimit } from "./rate-limit.ts";
import {
  cancelReservation,
  createReservation,
  myReservations,
  opsReservations,
  paymentsWebhook,
  reservationStatus,
} from "./reservations.ts";
import { reviewsSnap21 } from "./reviews-snap21.ts";
import { session } from "./session.ts";
import { signInSend } from "./sign-in-send.ts";
import { signInVerify } from "./sign-in-verify.ts";
import { spinToWin } from "./spin-to-win.ts";
import { consoleLead, consoleLeads, consoleLeadUpdate } from "./console-leads.ts";
import { consoleAppointments, consoleAppointmentUpdate } from "./console-appointments.ts";
import {
  consoleContent,
  consoleContentDraft,
  consoleContentImage,
  consoleContentPublish,
  consoleContentRestore,
} from "./console-content.ts";
import {
  staffPasskeyAdd,
  staffPasskeyOptions,
  staffPasskeyRemove,
  staffPasskeys,
  staffPasskeySignIn,
  staffPasskeySignInOptions,
} from "./staff-passkeys.ts";
import { staffPushDevices, staffPushUpdate } from "./staff-push.ts";
import { consolePayments, consoleReservations, consoleReservationUpdate } from "./console-reservations.ts";
import { consoleAudit, consoleStaff, consoleStaffUpdate } from "./console-staff.ts";
import { consoleStock, consoleStockUpdate } from "./console-stock.ts";
import {
  consoleInsights,
  consoleInsightsCars,
  consoleInsightsCarsCsv,
  consoleMerchandising,
} from "./console-insights.ts";
import {
  devLastEmail,
  opsStaff,
  staffMe,
  staffSignInSend,
  staffSignInVerify,
  staffSignOut,
  staffWeeklySummary,
} from "./staff.ts";
import { stockHook } from "./stock-hook.ts";
import { stockStatus } from "./stock-status.ts";
import { tradeInValuation, tradeInValuations } from "./trade-in.ts";
import { watchlist, watchlistRemoveCar, watchlistSaveCar } from "./watchlist.ts";
import { alertsConfirm, alertsEnd, alertsMine, alertsSubscribe, alertsUnsubscribe, smsInbound } from "./alerts.ts";
import { youxCreateCustomer, youxQuote } from "./youx.ts";

/** Every /api/* endpoint; the common route tests run over this list (and fail for a function missing from it). */
export const CONTRACTS: readonly AnyContract[] = [
  appointmentSlots,
  bookAppointment,
  manageAppointment,
  cancelAppointment,
  moveAppointment,
  checkIfContactExists,
  checkoutJourney,
  checkoutJourneys,
  deliveryQuote,
  devLastSms,
  events,
  leads,
  miscellaneous,
  rateLimit,
  createReservation,
  reservationStatus,
  cancelReservation,
  myReservations,
  paymentsWebhook,
  opsReservations,
  createOnlinePayment,
  onlinePaymentStatus,
  reviewsSnap21,
  session,
  signInSend,
  signInVerify,
  spinToWin,
  stockHook,
  stockStatus,
  tradeInValuation,
  tradeInValuations,
  watchlist,
  watchlistSaveCar,
  watchlistRemoveCar,
  alertsSubscribe,
  alertsConfirm,
  alertsUnsubscribe,
  alertsMine,
  alertsEnd,
  smsInbound,
  youxCreateCustomer,
  youxQuote,
  opsStaff,
  staffSignInSend,
  staffSignInVerify,
  staffMe,
  staffWeeklySummary,
  staffSignOut,
  devLastEmail,
  consoleLeads,
  consoleLead,
  consoleLeadUpdate,
  consoleStock,
  consoleStockUpdate,
  consoleInsights,
  consoleInsightsCars,
  consoleInsightsCarsCsv,
  consoleMerchandising,
  consoleReservations,
  consoleReservationUpdate,
  consolePayments,
  consoleAppointments,
  consoleAppointmentUpdate,
  consoleContent,
  consoleContentDraft,
  consoleContentImage,
  consoleContentPublish,
  consoleContentRestore,
  staffPasskeys,
  staffPasskeyOptions,
  staffPasskeyAdd,
  staffPasskeyRemove,
  staffPasskeySignInOptions,
  staffPasskeySignIn,
  staffPushDevices,
  staffPushUpdate,
  consoleStaff,
  consoleStaffUpdate,
  consoleAudit,
];
