import { defineMessage } from "./define.ts";
import { ALERT_EXAMPLE, type AlertFacts, alertMessage } from "./parts/alert.ts";

export default defineMessage({
  name: "shopper-alert-back-in-stock",
  title: "Alert: available again",
  recipient: "shopper",
  trigger:
    "`alerts-run` reads that a car a confirmed alert follows is for sale again (a released hold, a sale that fell through)",
  consent: "consent",
  channels: ["email", "sms"],
  channelNotes: "as a price drop's",
  purpose: "alert",
  delivery: "outbox",
  // Only active alerts hear news: a confirmed address, or the phone the shopper signed in with.
  capped: false,
  render: (facts: AlertFacts) => alertMessage(facts, (first) => `${first.car.name} is available again`),
  example: { ...ALERT_EXAMPLE, news: [{ what: "back", car: ALERT_EXAMPLE.news[0]!.car }] },
});
