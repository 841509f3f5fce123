import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { createElement as h, type ReactElement } from "react";
import type { ShopperEmail } from "#lib/messages/content.ts";

/**
 * The HTML part of every message to a shopper, from the same ShopperEmail as its text
 * part (src/lib/messages/content.ts emailText). Tables and inline styles, as email clients need:
 * @react-email/components writes them. React escapes every value, so a name or a car's name can
 * never become markup. Written with createElement, not JSX: functions and the scripts that import
 * them run as .ts under Node's type stripping, which reads no .tsx.
 */

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text = { fontSize: "16px", lineHeight: "24px", color: "#1f2933", margin: "0 0 16px" };
const small = { fontSize: "13px", lineHeight: "20px", color: "#52606d", margin: "0 0 8px" };

function header(email: ShopperEmail): ReactElement {
  const { sender } = email;
  return h(
    Section,
    { style: { backgroundColor: sender.colour, padding: "20px 24px" } },
    sender.logoUrl
      ? h(Img, {
          src: sender.logoUrl,
          alt: sender.name,
          height: "40",
          style: { backgroundColor: "#ffffff", padding: "4px" },
        })
      : h(Text, { style: { ...text, color: "#ffffff", fontSize: "20px", fontWeight: 700, margin: 0 } }, sender.name),
  );
}

const photo = (src: string, alt: string) =>
  h(Img, { src, alt, width: "552", style: { width: "100%", height: "auto", borderRadius: "8px 8px 0 0" } });

/** The car's photo and name lead to its page. */
const linked = (href: string | undefined, content: ReactElement | string) =>
  href ? h(Link, { href, style: { color: "#1f2933" } }, content) : content;

function carCard(email: ShopperEmail): ReactElement | null {
  const { car, sender } = email;
  if (!car) return null;
  return h(
    Section,
    { style: { border: "1px solid #e4e7eb", borderRadius: "8px", margin: "0 0 16px" } },
    car.photoUrl ? linked(car.url, photo(car.photoUrl, car.name)) : null,
    h(Text, { style: { ...text, fontWeight: 700, margin: "12px 16px 4px" } }, linked(car.url, car.name)),
    h(
      Text,
      { style: { ...text, fontSize: "20px", color: sender.colour, margin: "0 16px 12px" } },
      car.price,
      car.priceLabel ? h("span", { style: { fontSize: "14px", color: "#52606d" } }, ` ${car.priceLabel}`) : null,
    ),
  );
}

function body(email: ShopperEmail): ReactElement {
  const { sender } = email;
  return h(
    Section,
    { style: { padding: "24px" } },
    h(
      Heading,
      { as: "h1", style: { fontSize: "22px", lineHeight: "30px", color: "#1f2933", margin: "0 0 16px" } },
      email.heading,
    ),
    ...email.paragraphs.map((paragraph, i) => h(Text, { key: `p${i}`, style: text }, paragraph)),
    carCard(email),
    email.facts?.length
      ? h(
          Section,
          { style: { margin: "0 0 16px" } },
          ...email.facts.map(([label, value, href]) =>
            h(
              Text,
              { key: label, style: { ...text, margin: "0 0 4px" } },
              h("strong", null, `${label}:`),
              " ",
              href ? h(Link, { href }, value) : value,
            ),
          ),
        )
      : null,
    email.action
      ? h(
          Button,
          {
            href: email.action.href,
            style: {
              backgroundColor: sender.colour,
              color: "#ffffff",
              padding: "12px 20px",
              borderRadius: "6px",
              fontWeight: 700,
            },
          },
          email.action.label,
        )
      : null,
    h(Text, { style: { ...text, marginTop: "16px" } }, email.reachUs),
    h(Text, { style: text }, email.signOff),
  );
}

function footer(email: ShopperEmail): ReactElement {
  const { sender } = email;
  return h(
    Section,
    { style: { padding: "16px 24px" } },
    h(Text, { style: { ...small, fontWeight: 700, color: "#1f2933" } }, sender.name),
    h(Text, { style: small }, sender.address),
    h(
      Text,
      { style: small },
      "Phone ",
      h(Link, { href: `tel:${sender.phone.replace(/[^\d+]/g, "")}` }, sender.phone),
      " · ",
      h(Link, { href: `mailto:${sender.email}` }, sender.email),
      " · ",
      h(Link, { href: sender.siteUrl }, new URL(sender.siteUrl).hostname),
    ),
    h(Text, { style: small }, email.why),
    email.unsubscribeUrl
      ? h(Text, { style: small }, h(Link, { href: email.unsubscribeUrl }, "Stop these alerts"))
      : null,
  );
}

export function shopperEmailHtml(email: ShopperEmail): ReactElement {
  return h(
    Html,
    { lang: "en-AU" },
    h(Head, null),
    h(Preview, null, email.preview),
    h(
      Body,
      { style: { backgroundColor: "#f3f4f6", fontFamily: font, margin: 0, padding: "24px 0" } },
      h(
        Container,
        { style: { backgroundColor: "#ffffff", maxWidth: "600px", borderRadius: "8px", overflow: "hidden" } },
        header(email),
        body(email),
        h(Hr, { style: { borderColor: "#e4e7eb", margin: 0 } }),
        footer(email),
      ),
    ),
  );
}
