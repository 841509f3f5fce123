import { consoleContentDraft } from "../src/lib/api/console-content.ts";
import { clientIp } from "./_shared/background.ts";
import { addsOnlyOwn, contentState } from "./_shared/content/console.ts";
import { currentDraft, saveDraft } from "./_shared/content/store.ts";
import { feedNow } from "../src/lib/tenant/build-time.ts";
import { endedBySiteDay } from "../src/lib/content/edits.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { audit } from "./_shared/staff/audit.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/content/draft", method: ["POST"] };

/** Issue 38: saves the editors' draft (nothing changes on the site until it is published). Audited. */
export default defineFunction(consoleContentDraft, async ({ edits }, call) => {
  const { staff } = await requireStaff(call, "content.edit");
  const db = await getDb();
  const tenant = await call.site();
  const before = await currentDraft(db, tenant.slug);
  if (!(await addsOnlyOwn(tenant, edits, before.edits))) throw call.fail("unknown_item");
  await saveDraft(db, tenant.slug, endedBySiteDay(edits, before.edits, feedNow(tenant.config)), staff.email);
  await audit(db, {
    tenant: tenant.slug,
    actor: staff.email,
    action: "content.draft",
    subject: "content",
    before: before.edits,
    after: edits,
    ip: clientIp(call.request, call.context),
  });
  return contentState(db, tenant);
});
