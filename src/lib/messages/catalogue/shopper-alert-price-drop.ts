import { formatDollars } from "../../format/money.ts";
import { defineMessage } from "./define.ts";
import { ALERT_EXAMPLE, type AlertFacts, alertMessage } from "./parts/alert.ts";

export default defineMessage({
  name: "shopper-alert-price-drop",
  title: "Alert: price drop",
  recipient: "shopper",
  trigger:
    "`alerts-run` (every 5 minutes) reads a lower price of a car for sale that a confirmed alert follows (as it happens: at most `messages.alertsPerDay` a day per alert)",
  consent: "consent",
  channels: ["email", "sms"],
  channelNotes:
    'from `alerts@`, with "Stop these alerts" and the RFC 8058 headers; SMS to the phone the shopper signed in with where `messages.smsAlerts` is on',
  purpose: "alert",
  delivery: "outbox",
  // Only active alerts hear news: a confirmed address, or the phone the shopper signed in with.
  capped: false,
  render: (facts: AlertFacts) =>
    alertMessage(facts, (first) =>
      first.to !== undefined
        ? `Price drop: ${first.car.name} now ${formatDollars(first.to)}`
        : `New match for your search: ${first.car.name}`,
    ),
  example: ALERT_EXAMPLE,
});
