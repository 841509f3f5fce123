import { render } from "@react-email/render";
import { emailText, type ShopperEmail } from "../../../src/lib/messages/content.ts";
import { shopperEmailHtml } from "./shopper-email-html.ts";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Both parts of a shopper's email from one ShopperEmail: the HTML through React, the text from the same content. */
export async function renderShopperEmail(email: ShopperEmail): Promise<RenderedEmail> {
  const html = await render(shopperEmailHtml(email));
  return { subject: email.subject, html, text: emailText(email) };
}
