import { greetingName, headerSafe } from "../content.ts";
import { defineMessage } from "./define.ts";
import { PAYMENT_EXAMPLE, type PaymentFacts, receiptForPayment } from "./parts/payment.ts";

/** A refund of an online payment at the payment provider (all of it or a part). */
export function paymentRefundedReceipt(facts: PaymentFacts) {
  const name = greetingName(facts.firstName);
  const refunded = facts.refunded ?? facts.amount;
  return receiptForPayment(facts, {
    subject: headerSafe(`Your payment has been refunded ${facts.receiptNumber} – ${facts.sender.name}`),
    preview: `${refunded} refunded. Receipt ${facts.receiptNumber}.`,
    heading: `${name ? `${name}, w` : "W"}e've refunded your payment.`,
    paragraph: `${refunded} of your payment for ${facts.description} has been refunded to your card. Your bank may take a few business days to show it.`,
    refunded,
    sms: `we've refunded ${refunded} of your payment for ${facts.description}. Receipt ${facts.receiptNumber}.`,
  });
}

export default defineMessage({
  name: "shopper-payment-refunded",
  title: "Payment refunded",
  recipient: "shopper",
  trigger: "a refund of an online payment at the provider",
  consent: "transactional",
  channels: ["email", "sms"],
  purpose: "receipt",
  delivery: "outbox",
  // A receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  capped: false,
  render: paymentRefundedReceipt,
  example: { ...PAYMENT_EXAMPLE, refunded: "$250.00" },
});
