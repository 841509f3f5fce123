import type { FunctionContext } from "./http/define-function.ts";

/**
 * Work that must not delay the response (a CRM delivery attempt). Netlify keeps the function
 * alive for context.waitUntil(); without it (scripts) the work simply runs on. Failures are
 * logged: for leads the outbox row is the safety net, so nothing depends on this succeeding.
 */
export function inBackground(context: FunctionContext | undefined, label: string, work: () => Promise<unknown>): void {
  const promise = work().catch((error) => console.error(`[functions] ${label} failed:`, error));
  if (context?.waitUntil) context.waitUntil(promise);
}

/**
 * A request's follow-ups that its outbox rows already guarantee (a lead's CRM delivery and
 * acknowledgement, attempted at once for speed), at most this many at a time in one process. A
 * process answering a rush of leads (the local server, a long-lived runtime) would otherwise start
 * each lead's follow-ups as it answers, and they would take the CPU and the database pool from the
 * leads still arriving: the answers stall behind sends. Past the wait, a follow-up is left to the
 * scheduled outbox (its rows' lease runs out), so nothing is lost, only later.
 */
const FOLLOW_UPS_AT_ONCE = 4;
const FOLLOW_UP_MAX_WAIT_MS = 30_000;
let followUpsRunning = 0;
const followUpsWaiting: (() => void)[] = [];
let leftToOutbox = 0;
let toldAt = 0;

async function followUpSlot(): Promise<void> {
  if (followUpsRunning < FOLLOW_UPS_AT_ONCE) {
    followUpsRunning++;
    return;
  }
  await new Promise<void>((resolve) => followUpsWaiting.push(resolve));
}

/** The slot goes straight to the next in line, so a new arrival can never slip past the limit. */
function releaseFollowUpSlot(): void {
  const next = followUpsWaiting.shift();
  if (next) next();
  else followUpsRunning--;
}

export function followUp(context: FunctionContext | undefined, label: string, work: () => Promise<unknown>): void {
  const queuedAt = Date.now();
  inBackground(context, label, async () => {
    await followUpSlot();
    try {
      if (Date.now() - queuedAt <= FOLLOW_UP_MAX_WAIT_MS) return await work();
      leftToOutbox++;
      if (Date.now() - toldAt > 60_000) {
        toldAt = Date.now();
        console.warn(`[functions] busy: ${leftToOutbox} ${label}(s) left to the scheduled outbox so far`);
      }
    } finally {
      releaseFollowUpSlot();
    }
  });
}
