import type { stockHook } from "../../../src/lib/api/stock-hook.ts";
import type { AnyContract, RequestData, ResponseData } from "../../../src/lib/api/contract.ts";
import { foldStockChanges, type LiveStock } from "../../../src/lib/inventory/live-stock.ts";
import type { StockChangeFields } from "../../../src/lib/inventory/stock-change.ts";
import type { Db } from "../db/client.ts";
import type { Call, FunctionContext } from "../http/define-function.ts";
import { sharedBuildTrigger } from "../providers/build-trigger/index.ts";
import type { Tenant } from "../tenant.ts";
import { signatureProblem } from "./signature.ts";
import { recordStockEvent, stockChangesSince } from "./store.ts";
import { syncTypesense } from "./typesense-sync.ts";

/** A shorter secret is a configuration mistake, refused like a missing one. */
const MIN_SECRET_LENGTH = 16;

/**
 * Why a signed call (the stock hook, the ops endpoints) is refused, or null: the dealer's secret
 * (ops.stockHookSecretEnv) is missing or too short, or the signature is missing, wrong or older
 * than five minutes.
 */
export async function signedCallProblem(
  rawBody: string,
  call: Pick<Call<AnyContract>, "tenant" | "site" | "request">,
): Promise<"hook_not_configured" | "bad_signature" | null> {
  const envName = (await call.site()).config.ops.stockHookSecretEnv;
  const secret = envName ? process.env[envName] : undefined;
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    console.error(
      `[signed call] ${call.tenant}: ${envName ?? "ops.stockHookSecretEnv"} is not set (at least ${MIN_SECRET_LENGTH} characters)`,
    );
    return "hook_not_configured";
  }
  return signatureProblem(call.request.headers, rawBody, secret) ? "bad_signature" : null;
}

export async function authenticateStockHook(rawBody: string, call: Call<typeof stockHook>): Promise<void> {
  const problem = await signedCallProblem(rawBody, call);
  if (problem) throw call.fail(problem);
}

type Answer = ResponseData<typeof stockHook>;
type Summary = Pick<Answer, "applied" | "unknown">;

/**
 * Stores a stock event (once per event id), updates a Typesense collection at once and asks for
 * a rebuild after the answer. Cars are named by id or stock number; unknown ones are reported.
 */
export async function receiveStockEvent(
  db: Db,
  site: Tenant,
  input: RequestData<typeof stockHook>,
  context: FunctionContext,
): Promise<Answer> {
  const resolved: { car_id: string; change: StockChangeFields }[] = [];
  const summary: Summary = { applied: [], unknown: [] };
  if (input.changes) {
    const cars = await site.feed("cars");
    const byId = new Map(cars.map((car) => [String(car.id), car]));
    const byStockNumber = new Map(cars.filter((car) => car.stocknum).map((car) => [car.stocknum!.toLowerCase(), car]));
    input.changes.forEach(({ car_id, stock_number, ...change }, index) => {
      const car = car_id !== undefined ? byId.get(car_id) : byStockNumber.get(stock_number!.toLowerCase());
      if (!car) {
        summary.unknown.push({ index, car_id, stock_number });
        return;
      }
      resolved.push({ car_id: String(car.id), change });
      summary.applied.push({ car_id: String(car.id) });
    });
  }
  const feedChanged = input.feedChanged === true;
  const stored = await recordStockEvent(db, {
    tenant: site.slug,
    eventId: input.event_id,
    feedChanged,
    changes: resolved,
    summary,
  });
  const answer = { event_id: input.event_id, received_at: stored.receivedAt.toISOString() };
  if (stored.duplicate)
    return { ...answer, ...(stored.summary as Summary), duplicate: true, rebuild: "not needed", search: null };

  const search =
    resolved.length > 0
      ? await syncTypesense(
          site,
          await liveStockSince(db, site, new Date(0)),
          resolved.map((entry) => entry.car_id),
        )
      : null;
  const needed = feedChanged || resolved.length > 0;
  const reason = feedChanged ? "the feed changed" : `${resolved.length} stock change(s)`;
  const rebuild = needed ? requestRebuild(site.slug, `stock hook ${input.event_id}: ${reason}`, context) : "not needed";
  return { ...answer, ...summary, duplicate: false, rebuild, search };
}

/** Asks for a rebuild of the dealer (coalesced by the trigger), so the static pages catch up with a stock change. */
export function requestRebuild(slug: string, reason: string, context: FunctionContext): "requested" | "off" {
  const trigger = sharedBuildTrigger();
  if (!trigger) return "off";
  const done = trigger.requestRebuild(slug, reason).then(
    (result) =>
      console[result.status === "failed" ? "error" : "log"](
        `[stock hook] ${slug}: rebuild ${result.status} in ${result.seconds.toFixed(1)} s${result.changes ? `: ${result.changes}` : ""}${result.error ? `: ${result.error}` : ""}`,
      ),
    (error: Error) => console.error(`[stock hook] ${slug}: rebuild could not run: ${error.message}`),
  );
  // The build outlives the answer: Netlify (and the local runner) keep the function alive for it.
  context.waitUntil?.(done);
  return "requested";
}

/** Longest a page may ask back: pages are rebuilt nightly, so older pages are not being served. */
const MAX_LOOKBACK_MS = 14 * 86_400_000;

/**
 * Each car's state from the changes received after `since`, and after the feed the functions read
 * (a change older than the feed is already in it), newest fields winning.
 */
export async function liveStockSince(db: Db, site: Tenant, since: Date, now = Date.now()): Promise<LiveStock[]> {
  const from = Math.max(since.getTime(), (await site.feedTime()).getTime(), now - MAX_LOOKBACK_MS);
  return foldStockChanges(await stockChangesSince(db, site.slug, new Date(from)));
}
