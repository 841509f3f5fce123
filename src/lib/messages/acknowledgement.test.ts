import { describe, expect, it } from "vitest";
import { reservationReceipt, paymentReceipt } from "./catalogue/by-event.ts";
import { acknowledgement } from "./catalogue/shopper-enquiry-received.ts";
import {
  emailText,
  fillWording,
  greetingName,
  headerSafe,
  isAustralianMobile,
  type MessageSender,
  smsText,
} from "./content.ts";
import { promisedResponse } from "./promised-response.ts";
import { messagesSettingsSchema } from "./settings.ts";

const sender: MessageSender = {
  name: "Two Yards Motors",
  address: "1 George St, Parramatta NSW 2150",
  phone: "02 5550 2000",
  email: "sales@twoyards.example",
  siteUrl: "https://www.twoyards.example",
  colour: "#0a3d62",
};
const hilux = {
  name: "2023 Toyota HiLux SR5",
  price: "$58,990",
  priceLabel: "Drive Away",
  photoUrl: "https://www.twoyards.example/.netlify/images?url=x&w=640",
  url: "https://www.twoyards.example/cars/2023-toyota-hilux-sr5-501/",
};
const weekdays = {
  opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    open: "09:30",
    close: "17:30",
    closed: false,
    by_appointment: false,
  })),
  special_hours: [],
};
const settings = messagesSettingsSchema.parse({});
// Monday 23 Nov 2026, 8 pm in Sydney: an hour's promise falls due at 10:30 the next morning.
const evening = new Date("2026-11-23T09:00:00Z");
const ack = (change: Partial<Parameters<typeof acknowledgement>[0]> = {}) =>
  acknowledgement({
    kind: "vehicle",
    formType: "Vehicle Enquiry",
    firstName: "Ada",
    car: hilux,
    promise: promisedResponse(weekdays, evening, "Australia/Sydney", 60),
    receivedAt: evening,
    timeZone: "Australia/Sydney",
    sender,
    settings,
    ...change,
  });

describe("the acknowledgement of a lead", () => {
  it("says what was received, what happens next and by when, how to reach the dealer, and why", () => {
    const { email } = ack();
    expect(email.heading).toBe("Thanks, Ada. We've received your enquiry about the 2023 Toyota HiLux SR5.");
    expect(email.paragraphs).toEqual([
      "One of our sales team will call you by 10:30 am tomorrow about the 2023 Toyota HiLux SR5.",
    ]);
    expect(email.car).toEqual(hilux);
    expect(email.reachUs).toBe("Need us sooner? Call 02 5550 2000, or reply to this email.");
    expect(email.why).toContain("you sent Two Yards Motors a Vehicle Enquiry on twoyards.example on 23 November 2026");
    expect(email.why).toContain("not marketing");
    expect(email.subject).toBe("We've received your enquiry – Two Yards Motors");
  });

  it.each([
    ["test-drive", "Test Drive Booking", "We'll call you by 10:30 am tomorrow to find a time for your test drive."],
    ["service", "Service Booking", "Our service team will call you by 10:30 am tomorrow to confirm your booking."],
    ["finance", "Finance Enquiry", "Our finance team will call you by 10:30 am tomorrow to talk through your options."],
    ["trade-in", "Trade-In Enquiry", "We'll call you by 10:30 am tomorrow about your trade-in."],
    ["general", "General Enquiry", "We'll call you by 10:30 am tomorrow."],
    ["spin-to-win", "Spin to Win", "We'll call you by 10:30 am tomorrow."],
  ])("a %s lead says what happens next", (kind, formType, next) => {
    expect(ack({ kind, formType, car: undefined }).email.paragraphs).toEqual([next]);
  });

  it("takes the dealer's own wording per kind, with its placeholders filled", () => {
    const own = messagesSettingsSchema.parse({
      nextSteps: { vehicle: "{first_name}, Sam from {dealer} will ring you {time} about the {car}." },
      signOff: "Cheers, {dealer}",
    });
    const { email } = ack({ settings: own });
    expect(email.paragraphs).toEqual([
      "Ada, Sam from Two Yards Motors will ring you by 10:30 am tomorrow about the 2023 Toyota HiLux SR5.",
    ]);
    expect(email.signOff).toBe("Cheers, Two Yards Motors");
  });

  it.each([
    ["/images/logo.png", true],
    ["https://cdn.dealer.example/logo.png", true],
    ["http://cdn.dealer.example/logo.png", false],
    ["javascript:alert(1)", false],
    ["logo.png", false],
  ])("a logo of %s is accepted: %s", (logo, ok) => expect(messagesSettingsSchema.safeParse({ logo }).success).toBe(ok));

  it("refuses wording with an unknown placeholder when the config loads", () => {
    const parsed = messagesSettingsSchema.safeParse({ nextSteps: { vehicle: "Call {salesperson}" } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain("may use only the placeholders");
  });

  it("has a text part with the dealer, address, phone, car, price and promised time", () => {
    const text = emailText(ack().email);
    for (const part of [
      "Two Yards Motors",
      "1 George St, Parramatta NSW 2150",
      "Phone 02 5550 2000",
      "2023 Toyota HiLux SR5: $58,990 Drive Away",
      "by 10:30 am tomorrow",
      "You're receiving this because",
    ])
      expect(text).toContain(part);
  });

  it("an SMS names the dealer and the promise", () => {
    expect(ack({ car: undefined, kind: "general", formType: "General Enquiry" }).sms).toBe(
      "Two Yards Motors: Thanks Ada, we've received your enquiry. We'll call you by 10:30 am tomorrow. Questions? Call 02 5550 2000.",
    );
  });

  it("says 'as soon as we can' where the yard has no hours to promise in", () => {
    expect(ack({ promise: undefined }).email.paragraphs[0]).toBe(
      "One of our sales team will call you as soon as we can about the 2023 Toyota HiLux SR5.",
    );
  });
});

describe("what shoppers type never becomes a header or a link", () => {
  it.each([
    ["Ada\r\nBcc: victim@example.com", "Ada Bcc: victim@example.com"],
    ["Ada\nSubject: x", "Ada Subject: x"],
    ["Ada\u2028Cc: x", "Ada Cc: x"],
    ["Ada\u0085Cc: x", "Ada Cc: x"],
    ["Ada\u202Egpj.exe", "Ada gpj.exe"],
    ["  Ada  ", "Ada"],
  ])("headerSafe(%j)", (input, output) => expect(headerSafe(input)).toBe(output));

  it("an SMS is one line, whatever filled it", () => {
    expect(smsText({ name: "Two Yards", phone: "02 9555 1234" }, "Thanks Ada\r\nBcc, we've got it.")).toBe(
      "Two Yards: Thanks Ada Bcc, we've got it. Questions? Call 02 9555 1234.",
    );
  });

  it.each([
    ["Ada", "Ada"],
    ["Ada\r\nBcc: victim@example.com", undefined],
    ["Visit https://spam.example", undefined],
    ["www.spam.example", undefined],
    ["cheap-pills.com", undefined],
    ["x".repeat(41), undefined],
    ["", undefined],
  ])("greets %j as %j", (name, greeting) => expect(greetingName(name)).toBe(greeting));

  it("a name that is a link is not repeated: the message greets no one", () => {
    const { email, sms } = ack({ firstName: "Win a prize at https://spam.example" });
    expect(email.heading).toBe("Thanks. We've received your enquiry about the 2023 Toyota HiLux SR5.");
    expect(`${emailText(email)}${sms}`).not.toContain("spam.example");
  });
});

describe("helpers", () => {
  it.each([
    ["0412345678", true],
    ["0512345678", true],
    ["0298765432", false],
    ["041234567", false],
    [null, false],
  ])("%s is an Australian mobile: %s", (phone, mobile) => expect(isAustralianMobile(phone)).toBe(mobile));
  it("leaves an unknown placeholder as written", () => expect(fillWording("{a} {b}", { a: "1" })).toBe("1 {b}"));
});

describe("receipts for money", () => {
  const base = {
    firstName: "Ada",
    car: hilux,
    deposit: "$200",
    reference: "RSV-7KQ2-MX9D",
    holdUntil: "Wed 25 Nov, 8:00 pm AEDT",
    manageUrl: "https://www.twoyards.example/cars/2023-toyota-hilux-sr5-501/checkout",
    at: evening,
    timeZone: "Australia/Sydney",
    sender,
    settings,
  };
  it("a hold names the amount, reference, expiry and how to cancel", () => {
    const { email, sms } = reservationReceipt({ ...base, event: "held" });
    expect(email.facts).toEqual([
      ["Deposit", "$200"],
      ["Reference", "RSV-7KQ2-MX9D"],
      ["Held until", "Wed 25 Nov, 8:00 pm AEDT"],
    ]);
    expect(email.action).toEqual({ label: "See or cancel my reservation", href: base.manageUrl });
    expect(email.heading).toBe("Ada, your 2023 Toyota HiLux SR5 is reserved for you.");
    expect(emailText(email)).toContain("Cancel the reservation");
    expect(sms).toContain("$200 deposit is held, not taken. Ref RSV-7KQ2-MX9D");
  });
  it.each([
    ["captured", "Your deposit for the 2023 Toyota HiLux SR5 has been taken – Two Yards Motors"],
    ["released", "Your reservation of the 2023 Toyota HiLux SR5 is cancelled – Two Yards Motors"],
    ["expired", "Your reservation of the 2023 Toyota HiLux SR5 has ended – Two Yards Motors"],
    ["refunded", "Your deposit for the 2023 Toyota HiLux SR5 has been refunded – Two Yards Motors"],
  ] as const)("a %s reservation has its own message", (event, subject) => {
    const { email, sms } = reservationReceipt({ ...base, event, refunded: "$200" });
    expect(email.subject).toBe(subject);
    // Greeted by name, the heading goes on in lower case: "Ada, we've refunded…", never "Ada, ye've…".
    expect(email.heading).toMatch(/^Ada, (your|we've) [^A-Z]*2023 Toyota HiLux SR5/);
    expect(sms).toContain("RSV-7KQ2-MX9D");
    expect(email.action).toBeUndefined();
  });
  it("an online payment's receipt and its refund", () => {
    const payment = {
      firstName: "Ada",
      amount: "$249.50",
      receiptNumber: "PAY-7KQ2-MX9D",
      description: "Service invoice INV-1042",
      paidAt: "23 Nov 2026, 8:00 pm AEDT",
      receiptUrl: "https://www.twoyards.example/online-payment/?payment=1",
      at: evening,
      timeZone: "Australia/Sydney",
      sender,
      settings,
    };
    const paid = paymentReceipt({ ...payment, event: "paid" });
    expect(paid.email.facts).toContainEqual(["Receipt", "PAY-7KQ2-MX9D"]);
    expect(paid.sms).toContain("$249.50 for Service invoice INV-1042");
    const refunded = paymentReceipt({ ...payment, event: "refunded", refunded: "$100.00" });
    expect(refunded.email.paragraphs[0]).toContain("$100.00 of your payment");
  });
});
