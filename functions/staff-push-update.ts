import { staffPushUpdate } from "#lib/api/staff-push.ts";
import { pushEndpointAllowed } from "#lib/staff/push-endpoint.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { isProduction } from "./_shared/platform/env.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { vapidKeys } from "./_shared/platform/messages/web-push.ts";
import { addPushDevice, pushDevicesOf, removePushDevice } from "./_shared/staff/push-devices.ts";
import { audit } from "./_shared/staff/audit.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/push/update", method: ["POST"] };

/**
 * Turns the console's notifications on or off for this device of the signed-in staff member.
 * Only the browsers' push services are taken (the server posts to the address). Audited.
 */
export default defineFunction(staffPushUpdate, async (input, call) => {
  const signedIn = await requireStaff(call);
  const { staff } = signedIn;
  const tenant = await call.site();
  const keys = vapidKeys(new URL(tenant.config.siteUrl).origin);
  const db = await getDb();
  if (input.action === "add") {
    if (!keys) throw call.fail("push_not_set_up");
    if (!pushEndpointAllowed(input.device.endpoint, { loopback: !isProduction() })) throw call.fail("push_refused");
    const devices = await addPushDevice(db, signedIn, { endpoint: input.device.endpoint, ...input.device.keys });
    if (devices === null) throw call.fail("push_refused");
    await audit(db, {
      slug: staff.tenant,
      actor: staff.email,
      action: "staff.push_on",
      subject: staff.email,
      after: { push_service: new URL(input.device.endpoint).host },
      ip: clientIp(call.request, call.context),
    });
    return { public_key: keys.publicKey, devices, this_device: true };
  }
  if (await removePushDevice(db, staff, input.endpoint))
    await audit(db, {
      slug: staff.tenant,
      actor: staff.email,
      action: "staff.push_off",
      subject: staff.email,
      ip: clientIp(call.request, call.context),
    });
  return { public_key: keys?.publicKey ?? null, ...(await pushDevicesOf(db, staff)) };
});
