import { renderToStaticMarkup } from "react-dom/server";
import { emailText, type ShopperEmail } from "#lib/messages/content.ts";
import { shopperEmailHtml } from "./shopper-email-html.ts";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Both parts of a shopper's email from one ShopperEmail: the HTML through React, the text from the
 * same content. React's synchronous renderToStaticMarkup (React's own choice for email), not
 * @react-email/render: that one streams through Suspense and web streams and imports react-dom on
 * every call, which made rendering a quarter of a lead's CPU (bench:functions at 200 leads a
 * second fell behind). Same output: the XHTML doctype, and no image preload links (a mail program
 * has no use for them).
 */
export function renderShopperEmail(email: ShopperEmail): RenderedEmail {
  const html = renderToStaticMarkup(shopperEmailHtml(email)).replace(/<link rel="preload" as="image"[^>]*>/g, "");
  return { subject: email.subject, html: `${XHTML_DOCTYPE}${html}`, text: emailText(email) };
}
