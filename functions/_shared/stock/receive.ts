import type { stockHook } from "#lib/api/stock-hook.ts";
import type { RequestData, ResponseData } from "#lib/api/contract.ts";
import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import { applyLiveStock } from "#lib/inventory/live-stock.ts";
import type { Db } from "../platform/db/client.ts";
import type { Call, FunctionContext } from "../platform/http/define-function.ts";
import { signedCallProblem } from "../platform/http/signed-call.ts";
import type { Tenant } from "../platform/tenant.ts";
import { sendPushesSoon } from "../syndication/stock-pushes.ts";
import { liveStockSince } from "./live.ts";
import { requestRebuild } from "../rebuilds/request.ts";
import { recordStockEvent } from "./store.ts";
import { backChangedWasPrices } from "./was-price.ts";
import { syncTypesense } from "./typesense-sync.ts";
import { recordStock } from "../analytics/stock-ledger.ts";
import { CONSOLE_EVENT_PREFIX } from "#lib/inventory/price-check.ts";
import type { Car } from "#lib/feed/car.ts";

const byIdOf = (cars: readonly Car[]) => new Map(cars.map((car) => [String(car.id), car]));

/** The stock hook is signed with the dealer's stock hook secret (ops.stockHookSecretEnv). */
export async function authenticateStockHook(rawBody: string, call: Call<typeof stockHook>): Promise<void> {
  const problem = await signedCallProblem(rawBody, call, "stockHookSecretEnv");
  if (problem) throw call.fail(problem);
}

type Answer = ResponseData<typeof stockHook>;
type Summary = Pick<Answer, "applied" | "unknown">;

/**
 * Stores a stock event (once per event id) with the channel pushes it queues, updates a Typesense
 * collection at once, and hands the rest on: the outbox sends the pushes after the coalescing
 * wait, a rebuild follows the answer. Cars are named by id or stock number; unknown ones are reported.
 */
export async function receiveStockEvent(
  db: Db,
  site: Tenant,
  input: RequestData<typeof stockHook>,
  context: FunctionContext,
  /** False for an undo whose own pushes were withdrawn before they went out: the channels never heard of it. */
  options: { push?: boolean } = {},
): Promise<Answer> {
  const push = options.push ?? true;
  const resolved: { car_id: string; change: StockChangeFields }[] = [];
  const summary: Summary = { applied: [], unknown: [] };
  const cars = input.changes ? await site.feed("cars") : [];
  const byId = byIdOf(cars);
  if (input.changes) {
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
  // A was-price stands only where the car's price history backs it (the change is stored so).
  await backChangedWasPrices(db, site, byId, resolved);
  const feedChanged = input.feedChanged === true;
  const stored = await recordStockEvent(db, {
    slug: site.slug,
    eventId: input.event_id,
    feedChanged,
    changes: resolved,
    summary,
    ...(push ? { pushTo: site } : {}),
  });
  const answer = { event_id: input.event_id, received_at: stored.receivedAt.toISOString() };
  if (stored.duplicate)
    return { ...answer, ...(stored.summary as Summary), duplicate: true, rebuild: "not needed", search: null };

  // The stock as it is now, read once for search and the ledger.
  const live = resolved.length > 0 ? await liveStockSince(db, site, new Date(0)) : [];
  const search =
    resolved.length > 0
      ? await syncTypesense(
          site,
          live,
          resolved.map((entry) => entry.car_id),
        )
      : null;
  // The dealer's webhook and Meta catalog hear of it within seconds (after the coalescing wait).
  if (push && resolved.length > 0 && site.config.syndication.destinations.length > 0)
    context.waitUntil?.(
      sendPushesSoon(db, site).catch((error: Error) => console.error(`[syndication] ${site.slug}: ${error.message}`)),
    );
  // Insights' ledger and price history hear of it now, dated as it happened (never failing the
  // hook): each changed car as it now is, feed and every change since, so a change of status alone
  // keeps the price an earlier change set.
  if (resolved.length > 0) {
    const changedIds = new Set(resolved.map((entry) => entry.car_id));
    await recordStock(
      db,
      site.slug,
      applyLiveStock(
        cars.filter((car) => changedIds.has(String(car.id))),
        live.filter((entry) => changedIds.has(entry.car_id)),
      ),
      { source: input.event_id.startsWith(CONSOLE_EVENT_PREFIX) ? "console" : "hook", complete: false },
    ).catch((error: Error) => console.error(`[insights] ${site.slug}: stock ledger not written: ${error.message}`));
  }
  const needed = feedChanged || resolved.length > 0;
  const reason = feedChanged ? "the feed changed" : `${resolved.length} stock change(s)`;
  const rebuild = needed ? requestRebuild(site.slug, `stock hook ${input.event_id}: ${reason}`, context) : "not needed";
  return { ...answer, ...summary, duplicate: false, rebuild, search };
}
