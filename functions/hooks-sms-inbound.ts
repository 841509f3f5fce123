import { smsInbound } from "#lib/api/alerts.ts";
import { isStopReply } from "#lib/alerts/stop-reply.ts";
import { normalisePhone } from "#lib/forms/phone.ts";
import { sameSecret } from "#lib/security/same-secret.ts";
import { endSmsAlertsOf } from "./_shared/alerts/store.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { notFound } from "./_shared/platform/http/errors.ts";

export const config = { path: "/api/hooks/sms-inbound", method: ["POST"] };

/** SMS replies from shoppers; STOP ends their alerts by text at once (the contract says how). */
export default defineFunction(
  smsInbound,
  async (input, { site, fail }) => {
    if (!sameSecret(input.key, process.env.SMS_INBOUND_KEY!)) throw fail("unauthorized");
    const text = input.body ?? input.message ?? "";
    if (!isStopReply(text)) return { stopped: 0 };
    const tenant = await site();
    const stopped = await endSmsAlertsOf(await getDb(), tenant.slug, normalisePhone(input.from), new Date());
    console.log(`[alerts] ${tenant.slug}: a STOP reply ended ${stopped} SMS alert(s)`);
    return { stopped };
  },
  {
    // Without a key configured the hook does not exist: nobody can guess one.
    request: async ({ request }) => {
      if (!process.env.SMS_INBOUND_KEY) throw notFound(`No function answers POST ${new URL(request.url).pathname}`);
      return smsInbound.request;
    },
  },
);
