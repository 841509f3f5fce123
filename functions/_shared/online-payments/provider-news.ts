import type { NewsWing } from "../payment-events/provider-news.ts";
import { queueOnlinePaymentLead } from "./notify.ts";
import { type OnlinePaymentRow, recordOnOnlinePayment } from "./store.ts";

/**
 * How online payments store and tell what the provider reports after one is paid — a refund made
 * at the provider, a dispute from the shopper's bank (../payments/provider-news.ts): recorded on the
 * payment (never its status) and sent to the dealer as an "Online Payment" lead.
 */
export const onlinePaymentNews: NewsWing<OnlinePaymentRow> = {
  tag: "[online-payment]",
  money: "payment",
  name: (row) => row.receiptNumber,
  record: (tx, row, event, fields) => recordOnOnlinePayment(tx, row.id, event, fields),
  queueLead: queueOnlinePaymentLead,
};
