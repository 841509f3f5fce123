import { devLastSms } from "#lib/api/dev-last-sms.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { notFound } from "./_shared/platform/http/errors.ts";
import { localSmsReadable } from "./_shared/platform/providers/sms/index.ts";
import { lastLocalSms } from "./_shared/platform/providers/sms/local.ts";

export const config = { path: "/api/dev/last-sms", method: ["GET"] };

/**
 * Development only: the last message the local SMS provider "sent" to a phone, so browser tests
 * (and a developer without a phone) can sign in. 404 in production, with a real SMS provider,
 * or with FORECOURT_LOCAL_SMS=off — exactly as if the function did not exist.
 */
export default defineFunction(
  devLastSms,
  async ({ phone }, { slug, fail }) => {
    const sms = await lastLocalSms(await getDb(), slug, phone);
    if (!sms) throw fail("not_found");
    return {
      phone,
      body: sms.body,
      code: /\b(\d{6})\b/.exec(sms.body)?.[1] ?? null,
      sent_at: sms.createdAt.toISOString(),
    };
  },
  {
    // Checked before the query is parsed, so production answers 404 whatever is asked.
    request: async ({ request }) => {
      if (!localSmsReadable()) throw notFound(`No function answers GET ${new URL(request.url).pathname}`);
      return devLastSms.request;
    },
  },
);
