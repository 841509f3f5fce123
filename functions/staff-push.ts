import { staffPushDevices } from "#lib/api/staff-push.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { vapidKeys } from "./_shared/platform/messages/web-push.ts";
import { pushDevicesOf } from "./_shared/staff/push-devices.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/staff/push", method: ["GET"] };

/**
 * The key a browser subscribes with, how many of the signed-in staff member's devices show
 * notifications, and whether this browser (its subscription's endpoint) is one of them.
 */
export default defineFunction(staffPushDevices, async ({ endpoint }, call) => {
  const { staff } = await requireStaff(call);
  const tenant = await call.site();
  return {
    public_key: vapidKeys(new URL(tenant.config.siteUrl).origin)?.publicKey ?? null,
    ...(await pushDevicesOf(await getDb(), staff, endpoint)),
  };
});
