import { devLastEmail } from "#lib/api/staff.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { notFound } from "./_shared/platform/http/errors.ts";
import { localEmailReadable } from "./_shared/platform/providers/email/index.ts";
import { lastLocalEmail } from "./_shared/platform/providers/email/local.ts";

export const config = { path: "/api/dev/last-email", method: ["GET"] };

/**
 * Development only: the last message the local mailbox holds for an address, so browser tests
 * (and a developer without a mailbox) can sign staff in. 404 in production, with a real email
 * provider, or with the local mailbox switched off — exactly as if the function did not exist.
 */
export default defineFunction(
  devLastEmail,
  async ({ to, tag }, { slug, fail }) => {
    const email = await lastLocalEmail(slug, to, tag);
    if (!email) throw fail("not_found");
    const link = /https?:\/\/\S+/.exec(email.text)?.[0] ?? null;
    return {
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      link,
      token: link ? (/[#?&]token=([\w-]+)/.exec(link)?.[1] ?? null) : null,
      sent_at: email.sent_at,
    };
  },
  {
    // Checked before the query is parsed, so production answers 404 whatever is asked.
    request: async ({ request }) => {
      if (!localEmailReadable()) throw notFound(`No function answers GET ${new URL(request.url).pathname}`);
      return devLastEmail.request;
    },
  },
);
