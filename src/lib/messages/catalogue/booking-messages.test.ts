import { describe, expect, it } from "vitest";
import type { MessageSender } from "../content.ts";
import { type BookingNews, bookingMessage } from "./by-event.ts";

const sender: MessageSender = {
  name: "Two Yards Motors",
  address: "1 George St, Parramatta NSW 2150",
  phone: "02 9000 0000",
  email: "sales@twoyards.example",
  siteUrl: "https://www.twoyards.example",
  colour: "#0a3d62",
};
const manageUrl = "https://www.twoyards.example/appointments/manage#token=abcdefghijklmnopqrstuvwxyz012345";
const message = (news: BookingNews, link?: string) =>
  bookingMessage({
    news,
    kind: "service",
    firstName: "Ada",
    date: "2026-12-05",
    time: "10:00",
    timeZone: "Australia/Sydney",
    yard: { name: "Parramatta", address: "1 George St", directions: "https://maps.example/x" },
    manageUrl: link,
    sender,
    signOff: "The team",
  });

/** A message about a booking that stands carries its own way to move it, never a pointer to another email. */
describe("a booking message's move-or-cancel link", () => {
  it.each(["booked", "reminder", "moved", "closed-day"] as BookingNews[])(
    "%s: the email's button and the text carry it",
    (news) => {
      const { email, sms } = message(news, manageUrl);
      expect(email.action?.href).toBe(manageUrl);
      expect(sms).toContain(manageUrl);
      expect(email.paragraphs.join(" ")).not.toContain("confirmation email");
    },
  );

  it("a closed day asks the shopper to move it themselves with the button: Choose a new time", () => {
    const { email, sms } = message("closed-day", manageUrl);
    expect(email.paragraphs.at(-1)).toContain("Or move it yourself: choose a new time with the button below");
    expect(email.action).toEqual({ label: "Choose a new time", href: manageUrl });
    expect(sms).toContain(`or move it yourself: ${manageUrl}`);
  });

  it.each(["reminder", "moved", "closed-day"] as BookingNews[])(
    "%s without a link: the phone, and no link named",
    (news) => {
      const { email, sms } = message(news);
      expect(email.action).toBeUndefined();
      const words = `${email.paragraphs.join(" ")} ${sms}`;
      expect(words).not.toMatch(/link|button/);
      expect(words).toContain(sender.phone);
    },
  );

  it.each(["cancelled", "car-sold"] as BookingNews[])("%s: nothing to move, so no link", (news) => {
    expect(message(news, manageUrl).sms).not.toContain(manageUrl);
    expect(message(news, manageUrl).email.action?.href).not.toBe(manageUrl);
  });
});
