import { describe, expect, it } from "vitest";
import { describeSearch } from "../alerts/saved-search.ts";
import { type BookingNews, bookingMessage, paymentReceipt, reservationReceipt } from "./catalogue/by-event.ts";
import { alertConfirmationEmail } from "./catalogue/shopper-alert-confirm.ts";
import { acknowledgement } from "./catalogue/shopper-enquiry-received.ts";
import { greetingName, type MessageSender, type ShopperEmail } from "./content.ts";
import { messagesSettingsSchema } from "./settings.ts";

/**
 * A subject and an inbox preview are what a recipient reads before opening anything, and a message
 * may go to an address nobody has confirmed: neither repeats what the person who filled a form typed
 * (a name, a payment reference, search words), whatever the dealer's own wording does.
 */
const TYPED = "Zedd";
const sender: MessageSender = {
  name: "Two Yards Motors",
  address: "1 George St, Parramatta NSW 2150",
  phone: "02 5550 2000",
  email: "sales@twoyards.example",
  siteUrl: "https://www.twoyards.example",
  colour: "#0a3d62",
};
const car = { name: "2023 Toyota HiLux SR5", price: "$58,990", url: "https://www.twoyards.example/cars/x/" };
const at = new Date("2026-11-23T09:00:00Z");
const timeZone = "Australia/Sydney";
const settings = messagesSettingsSchema.parse({
  nextSteps: { vehicle: "Hi {first_name}, Sam will ring you {time} about the {car}." },
});
const yard = { name: "Parramatta", address: "1 George St", directions: "https://maps.example/x" };

const messages: [string, ShopperEmail][] = [
  [
    "an acknowledgement in the dealer's own words",
    acknowledgement({
      kind: "vehicle",
      formType: "Vehicle Enquiry",
      firstName: TYPED,
      car,
      promise: undefined,
      receivedAt: at,
      timeZone,
      sender,
      settings,
    }).email,
  ],
  ...(["booked", "reminder", "moved", "cancelled", "car-sold", "closed-day"] as BookingNews[]).map(
    (news): [string, ShopperEmail] => [
      `a booking ${news}`,
      bookingMessage({
        news,
        kind: "testDrive",
        firstName: TYPED,
        carName: car.name,
        date: "2026-12-05",
        time: "10:00",
        timeZone,
        yard,
        manageUrl: "https://www.twoyards.example/manage/#token=x",
        sender,
        signOff: "The team",
      }).email,
    ],
  ),
  [
    "a payment receipt",
    paymentReceipt({
      event: "paid",
      firstName: TYPED,
      amount: "$1,250.00",
      receiptNumber: "PAY-ABCD-EFGH",
      description: `Service invoice ${TYPED}-42`,
      paidAt: "26 Nov 2026, 2:05 pm AEDT",
      receiptUrl: "https://www.twoyards.example/receipt",
      at,
      timeZone,
      sender,
      settings,
    }).email,
  ],
  [
    "a reservation receipt",
    reservationReceipt({
      event: "held",
      firstName: TYPED,
      car,
      deposit: "$200.00",
      reference: "RES-ABCD-EFGH",
      holdUntil: "Mon 30 Nov, 2:05 pm AEDT",
      manageUrl: "https://www.twoyards.example/reserve",
      at,
      timeZone,
      sender,
      settings,
    }).email,
  ],
  [
    "an alert confirmation for a saved search",
    alertConfirmationEmail({
      kind: "search",
      searchText: describeSearch(`?make=Toyota&query=${TYPED}&body=${TYPED}`, {
        known: { "make_model.lvl0": ["Toyota"], body: ["SUV"] },
      }),
      item: { singular: "car", plural: "cars" },
      confirmUrl: "https://www.twoyards.example/alerts/confirm/#token=x",
      sender,
      signOff: "The team",
      at,
      timeZone,
    }),
  ],
];

describe("typed text stays out of every subject and preview", () => {
  it("the name used is one a greeting may use", () => expect(greetingName(TYPED)).toBe(TYPED));

  it.each(messages)("%s", (_, email) => {
    expect(email.subject).not.toContain(TYPED);
    expect(email.preview).not.toContain(TYPED);
  });
});

describe("a greeting uses a name, not a sentence", () => {
  it.each([
    ["Ada", "Ada"],
    ["Mary Anne", "Mary Anne"],
    ["Jean-Luc", "Jean-Luc"],
    ["O'Brien", "O'Brien"],
    ["Zoë", "Zoë"],
    ["URGENT call 0400 000 000", undefined],
    ["URGENT your account is locked", undefined],
    ["Ada!", undefined],
    ["Ada (call me)", undefined],
  ])("greets %j as %j", (name, greeting) => expect(greetingName(name)).toBe(greeting));

  it("a booking's heading greets by such a name only", () => {
    const email = (firstName: string) =>
      bookingMessage({
        news: "booked",
        kind: "service",
        firstName,
        date: "2026-12-05",
        time: "10:00",
        timeZone,
        yard,
        sender,
        signOff: "The team",
      }).email;
    expect(email("Ada").heading).toBe("Ada, your service is booked.");
    expect(email("URGENT call 0400 000 000 now").heading).toBe("Your service is booked.");
  });
});
