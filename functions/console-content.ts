import { consoleContent } from "#lib/api/console-content.ts";
import { contentState } from "./_shared/content/console.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/content", method: ["GET"] };

/** The editors' draft, the live version and every published one (owners and editors). */
export default defineFunction(consoleContent, async (_input, call) => {
  await requireStaff(call, "content.edit");
  return contentState(await getDb(), await call.site());
});
