import { defineMessage } from "./define.ts";
import { ALERT_EXAMPLE, type AlertFacts, alertMessage, updatesSubject } from "./parts/alert.ts";

/** A digest: a day's or a week's news of one alert, in one message. */
export interface DigestFacts extends AlertFacts {
  digest: "daily" | "weekly";
}

export default defineMessage({
  name: "shopper-alert-digest",
  title: "Alert: daily or weekly summary",
  recipient: "shopper",
  trigger:
    "`alerts-run`, a day or a week after an alert's last message (the first a day or a week after it was confirmed), when news was kept for it and is still for sale",
  consent: "consent",
  channels: ["email", "sms"],
  channelNotes: "as a price drop's; the SMS says the first piece of news",
  purpose: "alert",
  delivery: "outbox",
  // Only active alerts hear news: a confirmed address, or the phone the shopper signed in with.
  capped: false,
  render: (facts: DigestFacts) => alertMessage(facts, () => updatesSubject(facts)),
  example: {
    ...ALERT_EXAMPLE,
    digest: "daily",
    news: [
      ...ALERT_EXAMPLE.news,
      {
        what: "back",
        car: {
          name: "2021 Ford Ranger XLT",
          price: "$49,990",
          url: "https://www.twoyards.example/cars/2021-ford-ranger-xlt-23456/",
        },
      },
    ],
  },
});
