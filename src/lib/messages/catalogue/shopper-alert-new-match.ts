import { defineMessage } from "./define.ts";
import { ALERT_EXAMPLE, type AlertFacts, alertMessage } from "./parts/alert.ts";

export default defineMessage({
  name: "shopper-alert-new-match",
  title: "Alert: new match for a saved search",
  recipient: "shopper",
  trigger: "`alerts-run` finds a car new to the stock that matches a confirmed saved search",
  consent: "consent",
  channels: ["email", "sms"],
  channelNotes: "as a price drop's",
  purpose: "alert",
  delivery: "outbox",
  // Only active alerts hear news: a confirmed address, or the phone the shopper signed in with.
  capped: false,
  render: (facts: AlertFacts) => alertMessage(facts, (first) => `New match for your search: ${first.car.name}`),
  example: {
    ...ALERT_EXAMPLE,
    kind: "search",
    news: [{ what: "arrived", car: { ...ALERT_EXAMPLE.news[0]!.car, price: "$58,990" } }],
  },
});
