import { editCount, type ContentEdits } from "#lib/content/edits.ts";
import type { Db } from "../platform/db/client.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import { requestRebuild } from "../rebuilds/request.ts";
import { audit } from "../staff/audit.ts";
import { forgetTenant, type Tenant } from "../platform/tenant.ts";
import { publishVersion } from "./store.ts";

/**
 * Publishes content as the dealer's next version — the functions see it at once (this
 * instance forgets its cached feeds; others within their feed cache's five minutes) and the site
 * is rebuilt with it (the build reads it from the content journal). Audited.
 */
export async function publishContent(
  db: Db,
  tenant: Tenant,
  edits: ContentEdits,
  who: { email: string; ip: string },
  context: FunctionContext,
  restoredFrom?: number,
): Promise<{ version: number; rebuild: "requested" | "off" }> {
  const row = await db.transaction(async (tx) => {
    const published = await publishVersion(tx, tenant.slug, edits, who.email, restoredFrom);
    await audit(tx, {
      slug: tenant.slug,
      actor: who.email,
      action: restoredFrom ? "content.restore" : "content.publish",
      subject: `version ${published.version}`,
      after: { version: published.version, changes: editCount(edits), ...(restoredFrom && { restoredFrom }) },
      ip: who.ip,
    });
    return published;
  });
  forgetTenant(tenant.slug);
  const rebuild = requestRebuild(tenant.slug, `content version ${row.version} published`, context);
  return { version: row.version, rebuild };
}
