// Lead delivery outbox, messages to shoppers and stock pushes to syndication destinations, for operators.
// Uses the same database as the functions (DATABASE_URL, or PGlite in .data/pglite: stop
// `npm start` first, PGlite is one process at a time). list, replay and run cover both.
//   npm run outbox -- list [--status dead|pending|delivered|skipped] [--tenant <slug>]
//   npm run outbox -- replay (--all | --id <delivery id> [--id …]) [--tenant <slug>] [--no-run]
//   npm run outbox -- run [--tenant <slug>]          one pass of the scheduled retry, now
//   npm run outbox -- held [--tenant <slug>]         leads held back from the CRM (honeypot filled)
//   npm run outbox -- release --id <lead id> […]     a held lead judged genuine: queue and send it
import { parseArgs } from "node:util";
import { getDatabase } from "../functions/_shared/platform/db/client.ts";
import { listHeldLeads, releaseHeldLeads } from "../functions/_shared/leads/held.ts";
import { claimDue } from "../functions/_shared/platform/outbox/store.ts";
import { attemptDeliveries, runOutbox } from "../functions/_shared/platform/outbox/deliver.ts";
import { listDeliveries, replayDead, type Delivery } from "../functions/_shared/platform/outbox/store.ts";
import { listStockPushes, replayDeadPushes, runStockPushes } from "../functions/_shared/syndication/stock-pushes.ts";
import {
  listMessages,
  replayDeadMessages,
  runMessages,
  sendMessagesNow,
} from "../functions/_shared/platform/messages/outbox.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: "string" },
    tenant: { type: "string" },
    id: { type: "string", multiple: true },
    all: { type: "boolean", default: false },
    "no-run": { type: "boolean", default: false },
    limit: { type: "string", default: "200" },
  },
});
const command = positionals[0];
const usage =
  "usage: npm run outbox -- list [--status dead] [--tenant slug] | replay (--all | --id <id>…) [--tenant slug] [--no-run] | run [--tenant slug] | held [--tenant slug] | release --id <lead id>…";

const database = await getDatabase();
const { db } = database;
try {
  if (command === "list") {
    const status = (values.status ?? "dead") as Delivery["status"];
    // skipped: messages to shoppers never sent (over a recipient's daily cap), with why.
    if (!["dead", "pending", "delivered", "skipped"].includes(status))
      throw new Error(`--status must be dead, pending, delivered or skipped`);
    const rows = await listDeliveries(db, { status, slug: values.tenant, limit: Number(values.limit) });
    if (rows.length === 0) console.log(`No ${status} deliveries${values.tenant ? ` for ${values.tenant}` : ""}.`);
    for (const d of rows) {
      console.log(
        `${d.id}  ${d.tenant}  ${d.destination} (${d.kind})  ${d.status}  attempts ${d.attempts}  lead ${d.leadId}  next ${d.nextAttemptAt.toISOString()}${d.lastError ? `\n    last error: ${d.lastError}` : ""}`,
      );
    }
    const messages = await listMessages(db, { status, slug: values.tenant, limit: Number(values.limit) });
    if (messages.length === 0)
      console.log(`No ${status} messages to shoppers${values.tenant ? ` for ${values.tenant}` : ""}.`);
    for (const m of messages)
      console.log(
        `${m.id}  ${m.tenant}  ${m.purpose} ${m.channel} to ${m.recipient} (shopper message)  ${m.status}  attempts ${m.attempts}  lead ${m.leadId ?? "-"}  next ${m.nextAttemptAt.toISOString()}${m.lastError ? `\n    last error: ${m.lastError}` : ""}`,
      );
    const pushes = await listStockPushes(db, { status, slug: values.tenant, limit: Number(values.limit) });
    if (pushes.length === 0) console.log(`No ${status} stock pushes${values.tenant ? ` for ${values.tenant}` : ""}.`);
    for (const p of pushes)
      console.log(
        `${p.id}  ${p.tenant}  ${p.destination} (stock push)  ${p.status}  attempts ${p.attempts}  cars ${p.carIds.join(", ")}  next ${p.nextAttemptAt.toISOString()}${p.lastError ? `\n    last error: ${p.lastError}` : ""}`,
      );
  } else if (command === "replay") {
    if (!values.all && !values.id?.length) throw new Error(`replay needs --all or --id <delivery id>\n${usage}`);
    const which = { ids: values.all ? undefined : values.id, slug: values.tenant };
    const count =
      (await replayDead(db, which)) + (await replayDeadMessages(db, which)) + (await replayDeadPushes(db, which));
    console.log(`Requeued ${count} dead deliver${count === 1 ? "y" : "ies"} with a fresh set of attempts.`);
    if (count && !values["no-run"]) await runBoth(values.tenant);
  } else if (command === "held") {
    const rows = await listHeldLeads(db, { slug: values.tenant, limit: Number(values.limit) });
    if (rows.length === 0) console.log(`No held leads${values.tenant ? ` for ${values.tenant}` : ""}.`);
    for (const l of rows)
      console.log(
        `${l.id}  ${l.tenant}  ${l.formType}  ${l.createdAt.toISOString()}  held: ${l.heldReason}\n    ${l.firstName} ${l.lastName ?? ""} <${l.email ?? ""}> ${l.phone ?? ""}`,
      );
  } else if (command === "release") {
    if (!values.id?.length) throw new Error(`release needs --id <lead id>\n${usage}`);
    const ids = await releaseHeldLeads(db, values.id);
    console.log(`Queued ${ids.length} deliver${ids.length === 1 ? "y" : "ies"}.`);
    if (ids.length && !values["no-run"]) {
      report(await attemptDeliveries(db, await claimDue(db, { ids })));
      await sendMessagesNow(db, { leadIds: values.id });
    }
  } else if (command === "run") {
    await runBoth(values.tenant);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

async function runBoth(slug: string | undefined): Promise<void> {
  report(await runOutbox(db, { slug }));
  const messages = await runMessages(db, { slug });
  console.log(
    `Messages to shoppers: attempted ${messages.attempted}: ${messages.delivered} sent, ${messages.retrying} will retry, ${messages.dead} dead, ${messages.skipped} skipped (a recipient's daily cap).`,
  );
  const pushes = await runStockPushes(db, { slug });
  console.log(
    `Stock pushes: attempted ${pushes.attempted}: ${pushes.delivered} delivered, ${pushes.retrying} will retry, ${pushes.dead} dead.`,
  );
}

function report(run: { attempted: number; delivered: number; retrying: number; dead: number }): void {
  console.log(`Attempted ${run.attempted}: ${run.delivered} delivered, ${run.retrying} will retry, ${run.dead} dead.`);
}
