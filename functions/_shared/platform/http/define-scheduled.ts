import { TENANT_HEADER } from "#lib/tenant/slug.ts";
import { isProduction } from "../env.ts";
import { deployedTenant, listTenantSlugs } from "../tenant.ts";
import { type FunctionContext, httpErrorOf, methodNotAllowed } from "./define-function.ts";
import { commonError, errorJson, HttpError } from "./errors.ts";

/**
 * A scheduled function's one preamble, beside `defineFunction` (which is for /api
 * endpoints with contracts): the dealers it covers, the local rehearsal parameters, and its answer.
 * On Netlify each dealer's site runs it on its schedule for its own tenant (TENANT). Locally (and
 * when triggered by hand at /.netlify/functions/<name>) the server's own address covers every
 * dealer, a dealer's address (<slug>.localhost) that dealer only, and `?tenant=<slug>` one dealer;
 * the other query parameters are the run's to read as a rehearsal (`?at=` a time), never in production.
 */
export interface ScheduledRun {
  /** The dealer this run covers; undefined for every dealer. */
  slug: string | undefined;
  /** Locally only: the query of a rehearsal (`?at=`, `?reference=`); empty on schedule and in production. */
  rehearsal: URLSearchParams;
  context: FunctionContext;
}

/** A bad rehearsal parameter: answered 400 with its message. */
export const badRehearsal = (message: string) => new HttpError(400, "validation", message);

export type ScheduledHandler = ((request?: Request, context?: FunctionContext) => Promise<Response>) & {
  readonly scheduled: true;
};

export function defineScheduled(run: (scope: ScheduledRun) => Promise<object>): ScheduledHandler {
  const handler = async (request?: Request, context: FunctionContext = {}) => {
    const refused = request && methodNotAllowed(request, ["GET", "POST"]);
    if (refused) return refused;
    const site = deployedTenant(); // production: this site's dealer only (throws when TENANT is unset)
    const local = request && !isProduction();
    const rehearsal = local ? new URL(request.url).searchParams : new URLSearchParams();
    try {
      const slug = await dealersOf(site, local ? request.headers.get(TENANT_HEADER) : null, rehearsal.get("tenant"));
      return Response.json(await run({ slug, rehearsal, context }));
    } catch (error) {
      const refusal = httpErrorOf(error);
      if (refusal) return errorJson(refusal);
      throw error;
    }
  };
  return Object.assign(handler, { scheduled: true as const });
}

/**
 * The dealers a run covers: on Netlify the site's own (TENANT); locally the dealer of the address
 * it was called on (http://<slug>.localhost/…, as that dealer's site), else `?tenant=`, else every
 * dealer (undefined). A `?tenant=` that is not a dealer, or not the address's dealer, is refused.
 */
export async function dealersOf(
  site: string | undefined,
  hostTenant: string | null,
  asked: string | null,
): Promise<string | undefined> {
  const wanted = asked?.trim().toLowerCase() || undefined;
  const own = site ?? hostTenant ?? undefined;
  if (own && wanted && wanted !== own)
    throw new HttpError(
      400,
      "validation",
      `tenant=${wanted} is not the dealer of this address (${own}): drop ?tenant=, or call the server's own address (http://127.0.0.1:<port>/.netlify/functions/…) to name any dealer`,
    );
  if (own) return own;
  if (wanted && !(await listTenantSlugs()).includes(wanted))
    throw commonError("unknown_tenant", `No dealer "${wanted}" in the tenants folder: tenant= takes a dealer's slug`);
  return wanted;
}
