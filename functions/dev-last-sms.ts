import { phoneSchema } from "../src/lib/forms/phone.ts";
import { getDb } from "./_shared/db/client.ts";
import { errorResponse } from "./_shared/http/errors.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { lastLocalSms } from "./_shared/providers/sms/local.ts";
import { localSmsReadable } from "./_shared/providers/sms/index.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";

export const config = { path: "/api/dev/last-sms", method: ["GET"] };

/**
 * Development only: the last message the local SMS provider "sent" to a phone, so browser tests
 * (and a developer without a phone) can sign in. 404 in production, with a real SMS provider,
 * or with FORECOURT_LOCAL_SMS=off — exactly as if the function did not exist.
 */
export default handle(["GET"], async (request) => {
  if (!localSmsReadable())
    return errorResponse(404, "not_found", `No function answers GET ${new URL(request.url).pathname}`);
  const tenant = tenantSlugOf(request);
  const phone = phoneSchema.safeParse(new URL(request.url).searchParams.get("phone") ?? "");
  if (!phone.success) return errorResponse(400, "validation", phone.error.issues[0]!.message);
  const sms = await lastLocalSms(await getDb(), tenant, phone.data);
  if (!sms) return errorResponse(404, "not_found", "No message to that phone yet.");
  return json({
    phone: phone.data,
    body: sms.body,
    code: /\b(\d{6})\b/.exec(sms.body)?.[1] ?? null,
    sent_at: sms.createdAt.toISOString(),
  });
});
