import { opsStaff } from "#lib/api/staff.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { signedCallProblem } from "./_shared/platform/http/signed-call.ts";
import { InvitationNotSent, inviteAndEmail } from "./_shared/staff/invite.ts";
import { listStaff, removeStaff, toMember } from "./_shared/staff/store.ts";

export const config = { path: "/api/ops/staff", method: ["POST"] };

/**
 * The dealer's staff from a terminal (`npm run staff`), signed with the dealer's ops
 * secret like /api/ops/reservations: how the first owner is made before any console exists.
 * invite emails a sign-in link (again on every invite, so it also resends one); remove ends the
 * member's sessions at once.
 */
export default defineFunction(
  opsStaff,
  async (input, { site, request, context, fail }) => {
    const tenant = await site();
    const db = await getDb();
    const by = { slug: tenant.slug, actor: "ops", ip: clientIp(request, context) };
    if (input.action === "list") return { staff: (await listStaff(db, tenant.slug)).map(toMember) };
    if (input.action === "remove") {
      const removed = await removeStaff(db, by, input.email);
      if (!removed) throw fail("not_found");
      return { staff: [toMember(removed.row)], outcome: "removed" as const, sessions_ended: removed.sessionsEnded };
    }
    try {
      const { row, outcome } = await inviteAndEmail(db, tenant, request, by, input.email, input.role);
      return { staff: [toMember(row)], outcome };
    } catch (error) {
      if (error instanceof InvitationNotSent) throw fail("email_failed");
      throw error;
    }
  },
  {
    authenticate: async (rawBody, call) => {
      const problem = await signedCallProblem(rawBody, call, "opsSecretEnv");
      if (problem) throw call.fail(problem);
    },
  },
);
