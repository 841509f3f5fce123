import { sweepRateLimits } from "./_shared/auth/rate-limit.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineScheduled } from "./_shared/http/define-scheduled.ts";
import { runMessages } from "./_shared/messages/outbox.ts";
import { runOutbox } from "./_shared/outbox/deliver.ts";
import { runStockPushes } from "./_shared/outbox/stock-pushes.ts";

/**
 * Scheduled every 5 minutes: retries due lead deliveries (backoff in _shared/outbox/backoff.ts;
 * dead letters after leads.maxAttempts) and messages to shoppers (issue 39), sends due stock pushes to syndication destinations
 * (issue 25; a reservation's hold or sale goes out here) and sweeps old rate-limit windows. Which
 * dealers it covers: defineScheduled. Triggered by hand at /.netlify/functions/outbox-retry. Not an
 * /api endpoint, so no contract.
 */
export const config = { schedule: "*/5 * * * *" };

export default defineScheduled(async ({ tenant }) => {
  const db = await getDb();
  const run = await runOutbox(db, { tenant });
  const messages = await runMessages(db, { tenant });
  const pushes = await runStockPushes(db, { tenant });
  await sweepRateLimits(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
  if (run.attempted)
    console.log(
      `[outbox] attempted ${run.attempted}: ${run.delivered} delivered, ${run.retrying} retrying, ${run.dead} dead`,
    );
  if (messages.attempted)
    console.log(
      `[messages] attempted ${messages.attempted}: ${messages.delivered} sent, ${messages.retrying} retrying, ${messages.dead} dead`,
    );
  if (pushes.attempted)
    console.log(
      `[syndication] attempted ${pushes.attempted}: ${pushes.delivered} delivered, ${pushes.retrying} retrying, ${pushes.dead} dead`,
    );
  return { ...run, messages, pushes };
});
