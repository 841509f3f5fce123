import { consoleContentDraft } from "#lib/api/console-content.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { addsOnlyOwn, contentState } from "./_shared/content/console.ts";
import { currentDraft, saveDraft } from "./_shared/content/store.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { changedParts, endedBySiteDay } from "#lib/content/edits.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { tooMany } from "./_shared/platform/http/errors.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { audit } from "./_shared/staff/audit.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/content/draft", method: ["POST"] };

/** Saves one editor may make an hour: a long afternoon's edits (each is a click), not a flood of audit rows. */
const SAVES_PER_EDITOR = { max: 600, windowSeconds: 60 * 60 };

/** Saves the editors' draft (nothing changes on the site until it is published). Audited. */
export default defineFunction(consoleContentDraft, async ({ edits }, call) => {
  const { staff } = await requireStaff(call, "content.edit");
  const db = await getDb();
  const limit = await hitRateLimit(db, call.slug, `content-draft:${staff.id}`, SAVES_PER_EDITOR);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  const tenant = await call.site();
  const before = await currentDraft(db, tenant.slug);
  if (!(await addsOnlyOwn(tenant, edits, before.edits))) throw call.fail("unknown_item");
  await saveDraft(db, tenant.slug, endedBySiteDay(edits, before.edits, feedNow(tenant.config)), staff.email);
  await audit(db, {
    slug: tenant.slug,
    actor: staff.email,
    action: "content.draft",
    subject: "content",
    // What changed, not the whole document twice (pages run to 50,000 characters).
    ...changedParts(before.edits, edits),
    ip: clientIp(call.request, call.context),
  });
  return contentState(db, tenant);
});
