import { consoleContentRestore } from "#lib/api/console-content.ts";
import { contentEditsSchema } from "#lib/content/edits.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { contentState } from "./_shared/content/console.ts";
import { publishContent } from "./_shared/content/publish.ts";
import { versionOf } from "./_shared/content/store.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { requireStaff } from "./_shared/staff/session.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";

export const config = { path: "/api/console/content/restore", method: ["POST"] };

/** Puts an older version back, as the newest version (the history is never rewritten). */
export default defineFunction(consoleContentRestore, async ({ version }, call) => {
  const { staff } = await requireStaff(call, "content.edit");
  const db = await getDb();
  const tenant = await call.site();
  const old = await versionOf(db, tenant.slug, version);
  if (!old) throw call.fail("not_found");
  const who = { email: staff.email, ip: clientIp(call.request, call.context) };
  const edits = contentEditsSchema.parse(old.edits);
  const done = await publishContent(db, tenant, edits, who, call.context, version);
  return {
    ...(await contentState(db, await loadPublishedTenant(tenant.slug))),
    published: done.version,
    rebuild: done.rebuild,
  };
});
