import { sweepRateLimits } from "./_shared/auth/rate-limit.ts";
import { getDb } from "./_shared/db/client.ts";
import { isProduction } from "./_shared/env.ts";
import { methodNotAllowed } from "./_shared/http/define-function.ts";
import { errorJson, HttpError } from "./_shared/http/errors.ts";
import { runOutbox } from "./_shared/outbox/deliver.ts";
import { sweepScope } from "./_shared/reservations/sweep.ts";
import { runStockPushes } from "./_shared/syndication/pushes.ts";
import { deployedTenant } from "./_shared/tenant.ts";
import { TENANT_HEADER } from "../src/lib/tenant/slug.ts";

/**
 * Scheduled every 5 minutes: retries due lead deliveries (backoff in _shared/outbox/backoff.ts;
 * dead letters after leads.maxAttempts), sends due stock pushes to syndication destinations
 * (issue 25; a reservation's hold or sale goes out here) and sweeps old rate-limit windows. Its
 * dealers are those of reservations-expire (sweepScope): on Netlify each tenant's site runs it for
 * its own tenant (TENANT); locally the server's own address covers every tenant, a dealer's address
 * (<slug>.localhost) that dealer only, and `?tenant=<slug>` one dealer. Triggered by hand at
 * /.netlify/functions/outbox-retry. Not an /api endpoint, so no contract.
 */
export const config = { schedule: "*/5 * * * *" };

export default async (request?: Request): Promise<Response> => {
  const refused = request && methodNotAllowed(request, ["GET", "POST"]);
  if (refused) return refused;
  const site = deployedTenant(); // production: this site's dealer only (throws when TENANT is unset)
  const local = request && !isProduction();
  let tenant: string | undefined;
  try {
    tenant = await sweepScope(
      site,
      local ? request.headers.get(TENANT_HEADER) : null,
      local ? new URL(request.url).searchParams.get("tenant") : null,
    );
  } catch (error) {
    if (error instanceof HttpError) return errorJson(error);
    throw error;
  }
  const db = await getDb();
  const run = await runOutbox(db, { tenant });
  const pushes = await runStockPushes(db, { tenant });
  await sweepRateLimits(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
  if (run.attempted)
    console.log(
      `[outbox] attempted ${run.attempted}: ${run.delivered} delivered, ${run.retrying} retrying, ${run.dead} dead`,
    );
  if (pushes.attempted)
    console.log(
      `[syndication] attempted ${pushes.attempted}: ${pushes.delivered} delivered, ${pushes.retrying} retrying, ${pushes.dead} dead`,
    );
  return Response.json({ ...run, pushes });
};
