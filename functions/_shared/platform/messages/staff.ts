import type { PushNote, StaffRendering } from "#lib/messages/catalogue/define.ts";
import { type DataOf, MESSAGES, type StaffMessageName } from "#lib/messages/catalogue/index.ts";
import type { Tenant } from "../tenant.ts";
import { emailProvider } from "./email.ts";

/**
 * A message to a member of the dealer's staff, sent at once by its name in the catalogue
 * (src/lib/messages/catalogue/staff-*.ts): not queued, because what it carries is asked for again
 * if lost (a sign-in link) or is told again by the console (a lead). Its email goes through the one
 * email provider, tagged with the message's purpose; its push, where it has one, through the
 * caller, which knows the member's devices (functions/_shared/staff/push-devices.ts).
 */
export interface StaffSendOptions {
  /** Pushes the message's notification to the member's devices; without it, no push. */
  push?: (note: PushNote) => Promise<unknown>;
  /**
   * `throw` (the default): a failed email fails the call, for a caller that answers for it (an
   * invitation). `log`: logged, and the call goes on, for a sweep telling many people.
   */
  failures?: "throw" | "log";
}

export async function sendStaffMessage<N extends StaffMessageName>(
  tenant: Pick<Tenant, "slug" | "config">,
  name: N,
  data: DataOf<N>,
  to: string,
  options: StaffSendOptions = {},
): Promise<void> {
  const definition = MESSAGES[name];
  const { email, push } = (definition.render as (data: DataOf<N>) => StaffRendering)(data);
  const sent = emailProvider(tenant.config.siteUrl)
    .send({ slug: tenant.slug, to, tag: definition.purpose, ...email })
    .catch((error: Error) => {
      if (options.failures !== "log") throw error;
      console.error(`[messages] ${tenant.slug}: ${name} email to ${to} failed: ${error.message}`);
    });
  await Promise.all([sent, push && options.push ? options.push(push) : undefined]);
}
