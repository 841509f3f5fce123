import { getDb } from "./_shared/db/client.ts";
import { isProduction } from "./_shared/env.ts";
import { type FunctionContext, methodNotAllowed } from "./_shared/http/define-function.ts";
import { errorJson, HttpError } from "./_shared/http/errors.ts";
import { paymentsFor } from "./_shared/payments.ts";
import { dueReservations } from "./_shared/reservations/store.ts";
import { expireDueReservations, followUp } from "./_shared/reservations/lifecycle.ts";
import { sweepPerDealer, sweepScope } from "./_shared/reservations/sweep.ts";
import { deployedTenant, loadTenant } from "./_shared/tenant.ts";
import { TENANT_HEADER } from "../src/lib/tenant/slug.ts";

/**
 * Scheduled every 5 minutes (issue 16): holds past their time are released at the payment
 * provider and the car is for sale again; checkouts never paid in time let the car go. On Netlify
 * each dealer's site sweeps its own tenant (TENANT). Locally the server's own address sweeps every
 * tenant and a dealer's address (<slug>.localhost) that dealer only. Not an /api endpoint.
 * Locally only (never in production), `?at=<ISO time>` sweeps as if it were then and `?tenant=`
 * limits it to one dealer (`&reference=` to one reservation, so a test's rehearsal leaves the
 * holds of tests running beside it alone), so a 48-hour expiry can be rehearsed without waiting.
 * The answer lists the references and, in `tenants`, how many each dealer had expired, failed or in error.
 */
export const config = { schedule: "*/5 * * * *" };

export default async (request?: Request, context: FunctionContext = {}): Promise<Response> => {
  const refused = request && methodNotAllowed(request, ["GET", "POST"]);
  if (refused) return refused;
  const site = deployedTenant(); // production: this site's dealer only (throws when TENANT is unset)
  const local = request && !isProduction();
  const rehearsal = local ? new URL(request.url).searchParams : new URLSearchParams();
  const now = new Date(rehearsal.get("at") ?? Date.now());
  if (Number.isNaN(now.getTime()))
    return Response.json({ error: { code: "validation", message: "at must be an ISO time" } }, { status: 400 });
  let scope: string | undefined;
  try {
    scope = await sweepScope(site, local ? request.headers.get(TENANT_HEADER) : null, rehearsal.get("tenant"));
  } catch (error) {
    if (error instanceof HttpError) return errorJson(error);
    throw error;
  }
  const db = await getDb();
  const due = await dueReservations(db, now, { tenant: scope, reference: rehearsal.get("reference") || undefined });
  const run = await expireDueReservations(db, paymentsFor(db), loadTenant, due, now);
  for (const { tenant, after } of run.followUps)
    await followUp(db, tenant, after, context).catch((error) =>
      console.error("[reservations] follow-up failed:", error),
    );
  if (due.length)
    console.log(
      `[reservations] expired ${run.expired.length}, unpaid checkouts closed ${run.failed.length}, errors ${run.errors.length}`,
    );
  const { followUps: _, ...report } = run;
  return Response.json({ ...report, tenants: await sweepPerDealer(scope, due, run) });
};
