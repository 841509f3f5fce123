import { greetingName, headerSafe } from "../content.ts";
import { defineMessage } from "./define.ts";
import { PAYMENT_EXAMPLE, type PaymentFacts, receiptForPayment } from "./parts/payment.ts";

/** The receipt for an online payment (a service invoice, a balance): keep it as the receipt. */
export function paymentReceivedReceipt(facts: PaymentFacts) {
  const name = greetingName(facts.firstName);
  return receiptForPayment(facts, {
    subject: headerSafe(`Receipt for your payment ${facts.receiptNumber} – ${facts.sender.name}`),
    preview: `We received ${facts.amount}. Receipt ${facts.receiptNumber}.`,
    heading: `Thank you${name ? `, ${name}` : ""}. We've received your payment.`,
    paragraph: `We received ${facts.amount} for ${facts.description} on ${facts.paidAt}. Keep this email as your receipt.`,
    sms: `thank you, we received your payment of ${facts.amount} for ${facts.description} on ${facts.paidAt}. Receipt ${facts.receiptNumber}.`,
  });
}

export default defineMessage({
  name: "shopper-payment-received",
  title: "Payment receipt",
  recipient: "shopper",
  trigger: "an online payment is paid",
  consent: "transactional",
  channels: ["email", "sms"],
  purpose: "receipt",
  delivery: "outbox",
  // A receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  capped: false,
  render: paymentReceivedReceipt,
  example: PAYMENT_EXAMPLE,
});
