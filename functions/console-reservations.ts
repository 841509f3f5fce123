import { consoleReservations } from "#lib/api/console-reservations.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { dealerList } from "./_shared/reservations/console.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/reservations", method: ["GET"] };

/** The dealer's deposit holds, newest first, as `npm run reservations -- list` shows them. */
export default defineFunction(consoleReservations, async ({ status }, call) => {
  await requireStaff(call, "reservations.manage");
  return { reservations: await dealerList(await getDb(), await call.site(), status) };
});
