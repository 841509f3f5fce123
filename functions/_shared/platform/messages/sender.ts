import type { Car } from "#lib/feed/car.ts";
import type { Location } from "#lib/feed/location.ts";
import { emailImageUrl, emailPhotoSource } from "#lib/messages/email-image.ts";
import { headerSafe, type MessageCar, type MessageSender } from "#lib/messages/content.ts";
import { priceDisplay, priceText } from "#lib/pricing/price-display.ts";
import { regionAndPostcode } from "#lib/tenant/contact.ts";
import { emailFromAddress } from "../providers/email/index.ts";
import type { Tenant } from "../tenant.ts";

/** The header band's colour when neither messages.colour nor theme.primary is set. */
const DEFAULT_COLOUR = "#1f3a5f";

/** A path on the site or an address, made absolute on the site's public address (emails are read elsewhere). */
const absolute = (pathOrUrl: string, siteUrl: string) => new URL(pathOrUrl, siteUrl).href;

/**
 * Who a message comes from: the yard the lead names (its name, address and phone) where it has
 * them, else the dealer's main contact details; the dealer's branding from `messages`, then `theme`.
 */
export function messageSender(tenant: Tenant, location?: Location): MessageSender {
  const { config } = tenant;
  const { contact, messages, theme } = config;
  const yardAddress =
    location?.street && location.suburb
      ? `${location.street}, ${location.suburb}${location.state || location.postcode ? ` ${[location.state, location.postcode].filter(Boolean).join(" ")}` : ""}`
      : undefined;
  const logo = messages.logo ?? theme.logo;
  return {
    name: location && location.name !== config.name ? `${config.name} – ${location.name}` : config.name,
    address: yardAddress ?? `${contact.street}, ${contact.suburb} ${regionAndPostcode(contact)}`,
    phone: location?.phone ?? contact.phone,
    email: messages.replyTo ?? location?.email ?? contact.email,
    siteUrl: config.siteUrl,
    // A PNG through the image CDN (mail clients show no SVG).
    logoUrl: absoluteImage(logo && emailImageUrl(config.images.cdnTemplate, logo, LOGO_WIDTH, "logo"), config.siteUrl),
    colour: messages.colour ?? theme.primary ?? DEFAULT_COLOUR,
  };
}

/** Width of the car's photo in emails (their column is 600 px wide). */
const PHOTO_WIDTH = 640;
/** The logo's width asked of the CDN: shown 40 px high, sharp on a 2x screen. */
const LOGO_WIDTH = 400;

const absoluteImage = (url: string | undefined, siteUrl: string) => (url ? absolute(url, siteUrl) : undefined);

/**
 * The car as its page shows it: its name, the price as spec §4 displays it (a live price from the
 * stock hook wins over the feed's, as on the page), its first photo through the site's image CDN.
 */
export function messageCar(tenant: Tenant, car: Car, livePrice?: number | null): MessageCar {
  const { config } = tenant;
  const priced = livePrice !== undefined ? { ...car, price: livePrice ?? undefined } : car;
  const display = priceDisplay(priced, { subscriptionPricing: config.features.subscriptionPricing });
  // The car's own JPEG where it has one, else its photo as a JPEG through the CDN.
  const photo = emailPhotoSource(car.images, car.primary_image_url);
  return {
    name: car.name,
    price: priceText(display, config.pricing),
    priceLabel: display.kind === "price" ? display.label : undefined,
    photoUrl: absoluteImage(
      photo && emailImageUrl(config.images.cdnTemplate, photo, PHOTO_WIDTH, "photo"),
      config.siteUrl,
    ),
    url: car.slug ? absolute(`/cars/${car.slug}/`, config.siteUrl) : undefined,
  };
}

/** `"Two Yards Motors – Parramatta" <no-reply@twoyards.example>`: the dealer's name, quoted, on one line. */
export function fromHeader(name: string, siteUrl: string, address = emailFromAddress(siteUrl)): string {
  return `"${headerSafe(name, 100).replace(/["\\]/g, "")}" <${address}>`;
}
