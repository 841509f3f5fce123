import type { MessageCar, MessageSender } from "../../content.ts";

/**
 * The made-up dealer, shopper and car of the catalogue's examples (docs/messages.md shows each
 * message rendered from them). Fixed dates, so the docs read the same on every run.
 */
export const EXAMPLE_SENDER: MessageSender = {
  name: "Two Yards Motors",
  address: "1 George St, Parramatta NSW 2150",
  phone: "02 5550 2000",
  email: "sales@twoyards.example",
  siteUrl: "https://www.twoyards.example",
  colour: "#0a3d62",
};

export const EXAMPLE_CAR: MessageCar = {
  name: "2023 Toyota HiLux SR5",
  price: "$58,990",
  priceLabel: "Drive Away",
  url: "https://www.twoyards.example/cars/2023-toyota-hilux-sr5-12345/",
};

/** Monday 23 November 2026, 8 pm in Sydney. */
export const EXAMPLE_AT = new Date("2026-11-23T09:00:00Z");
export const EXAMPLE_TIME_ZONE = "Australia/Sydney";
export const EXAMPLE_SIGN_OFF = "The team at Two Yards Motors";
export const EXAMPLE_YARD = {
  name: "Parramatta",
  address: "1 George St, Parramatta NSW 2150",
  directions: "Enter from Smith St; visitor parking is beside the showroom.",
};
export const EXAMPLE_MANAGE_URL = "https://www.twoyards.example/appointments/manage/#token=…";
