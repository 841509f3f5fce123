import { describe, expect, it } from "vitest";
import { renderShopperEmail } from "../../functions/_shared/platform/messages/render.ts";
import { bookingMessage, reservationReceipt } from "#lib/messages/catalogue/by-event.ts";
import { acknowledgement } from "#lib/messages/catalogue/shopper-enquiry-received.ts";
import { promisedResponse } from "#lib/messages/promised-response.ts";
import { messagesSettingsSchema } from "#lib/messages/settings.ts";

/** Both parts of a shopper's email, rendered as they are sent (React Email for the HTML). */
const sender = {
  name: "Two Yards Motors",
  address: "1 George St, Parramatta NSW 2150",
  phone: "02 5550 2000",
  email: "sales@twoyards.example",
  siteUrl: "https://www.twoyards.example",
  logoUrl: "https://www.twoyards.example/images/logo.png",
  colour: "#0a3d62",
};
const car = {
  name: "2023 Toyota HiLux SR5",
  price: "$58,990",
  priceLabel: "Drive Away",
  photoUrl: "https://www.twoyards.example/.netlify/images?url=https%3A%2F%2Fimg.example%2F501.jpg&w=640&q=75",
  url: "https://www.twoyards.example/cars/2023-toyota-hilux-sr5-501/",
};
const hours = {
  opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    open: "09:30",
    close: "17:30",
    closed: false,
    by_appointment: false,
  })),
  special_hours: [],
};
const at = new Date("2026-11-23T09:00:00Z"); // Monday 8 pm in Sydney
const settings = messagesSettingsSchema.parse({});

describe("a rendered acknowledgement", async () => {
  const { email } = acknowledgement({
    kind: "vehicle",
    formType: "Vehicle Enquiry",
    firstName: "Ada",
    car,
    promise: promisedResponse(hours, at, "Australia/Sydney", 60),
    receivedAt: at,
    timeZone: "Australia/Sydney",
    sender,
    settings,
  });
  const rendered = renderShopperEmail(email);

  it("has an HTML and a text part", () => {
    expect(rendered.html).toMatch(/^<!DOCTYPE html/);
    expect(rendered.html).toContain('<html dir="ltr" lang="en-AU">');
    // A mail program has no use for React's image preload hints.
    expect(rendered.html).not.toContain('rel="preload"');
    expect(rendered.text).not.toContain("<");
  });

  it.each([
    ["the dealer", "Two Yards Motors"],
    ["its address", "1 George St, Parramatta NSW 2150"],
    ["its phone", "02 5550 2000"],
    ["the car", "2023 Toyota HiLux SR5"],
    ["its price", "$58,990"],
    ["the promised time", "by 10:30 am tomorrow"],
    ["why the shopper gets it", "receiving this because you sent Two Yards Motors a Vehicle Enquiry"],
  ])("both parts name %s", (_what, text) => {
    expect(rendered.text).toContain(text);
    expect(rendered.html).toContain(text);
  });

  it("shows the car's photo, the dealer's logo and colour, and links the car", () => {
    expect(rendered.html).toContain(`src="${car.photoUrl.replaceAll("&", "&amp;")}"`);
    expect(rendered.html).toContain(`src="${sender.logoUrl}"`);
    expect(rendered.html).toContain("background-color:#0a3d62");
    expect(rendered.html).toContain(`href="${car.url}"`);
    expect(rendered.html).toContain('href="tel:0255502000"');
  });

  it("escapes what it shows: a car name is never markup", async () => {
    const odd = acknowledgement({
      kind: "vehicle",
      formType: "Vehicle Enquiry",
      firstName: "Ada",
      car: { ...car, name: '<img src=x onerror="alert(1)">' },
      promise: undefined,
      receivedAt: at,
      timeZone: "Australia/Sydney",
      sender,
      settings,
    });
    const html = renderShopperEmail(odd.email).html;
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
  });
});

describe("a rendered receipt", async () => {
  const { email } = reservationReceipt({
    event: "held",
    firstName: "Ada",
    car,
    deposit: "$200",
    reference: "RSV-7KQ2-MX9D",
    holdUntil: "Wed 25 Nov, 8:00 pm AEDT",
    manageUrl: "https://www.twoyards.example/cars/2023-toyota-hilux-sr5-501/checkout",
    at,
    timeZone: "Australia/Sydney",
    sender,
    settings,
  });
  const rendered = renderShopperEmail(email);
  it("names the amount, reference and hold expiry in both parts, and links the cancel page", () => {
    for (const part of [rendered.text, rendered.html])
      for (const text of ["$200", "RSV-7KQ2-MX9D", "Wed 25 Nov, 8:00 pm AEDT", "See or cancel my reservation"])
        expect(part).toContain(text);
    expect(rendered.html).toContain('href="https://www.twoyards.example/cars/2023-toyota-hilux-sr5-501/checkout"');
  });
});

describe("a rendered booking confirmation", async () => {
  const mapUrl = "https://www.google.com/maps/search/?api=1&query=-33.8%2C151.0";
  const { email } = bookingMessage({
    news: "booked",
    kind: "testDrive",
    firstName: "Ada",
    carName: car.name,
    car,
    date: "2026-12-05",
    time: "10:00",
    timeZone: "Australia/Sydney",
    yard: { name: "Parramatta", address: "1 George St, Parramatta NSW 2150", directions: "Park at the front." },
    mapUrl,
    manageUrl: "https://www.twoyards.example/appointments/manage#token=abc",
    sender,
    signOff: "Two Yards Motors",
  });
  const rendered = renderShopperEmail(email);

  it("carries the car's price, photo and page, and the yard's address as a map link, in both parts", () => {
    for (const part of [rendered.text, rendered.html]) {
      expect(part).toContain("$58,990");
      expect(part).toContain(car.url);
    }
    expect(rendered.html).toContain(`src="${car.photoUrl.replaceAll("&", "&amp;")}"`);
    expect(rendered.html).toContain(`href="${mapUrl.replaceAll("&", "&amp;")}"`);
    expect(rendered.text).toContain(`Where: Parramatta, 1 George St, Parramatta NSW 2150 (${mapUrl})`);
  });
});
