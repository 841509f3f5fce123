import { isDeepStrictEqual } from "node:util";
import { consoleContentPublish } from "#lib/api/console-content.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { contentState } from "./_shared/content/console.ts";
import { publishContent } from "./_shared/content/publish.ts";
import { currentDraft, livePublished } from "./_shared/content/store.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";

export const config = { path: "/api/console/content/publish", method: ["POST"] };

/** Publishes the draft as the next version and rebuilds the site (owners and editors). */
export default defineFunction(consoleContentPublish, async (_input, call) => {
  const { staff } = await requireStaff(call, "content.edit");
  const db = await getDb();
  const tenant = await call.site();
  const [draft, live] = await Promise.all([currentDraft(db, tenant.slug), livePublished(db, tenant.slug)]);
  if (isDeepStrictEqual(draft.edits, live.edits)) throw call.fail("nothing_to_publish");
  const who = { email: staff.email, ip: clientIp(call.request, call.context) };
  const { version, rebuild } = await publishContent(db, tenant, draft.edits, who, call.context);
  return { ...(await contentState(db, await loadPublishedTenant(tenant.slug))), published: version, rebuild };
});
