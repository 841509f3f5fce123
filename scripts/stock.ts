// Sends a signed stock change to a dealer's site, as the dealer's stock system would:
//   npm run stock -- <slug> <car id or stock number> sold|in-stock|reserved|unreserved|removed|price <dollars>
//   npm run stock -- <slug> --feed-changed
// Options: --url <site or API base> (default: the local server, http://127.0.0.1:$PORT or 8888),
//          --stock-number (the car is named by stock number), --event <id> (default: a new one).
// The secret comes from the environment variable named by the tenant's ops.stockHookSecretEnv.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { refusal, signedPost } from "./support/signed-post.ts";

const USAGE = `usage: npm run stock -- <slug> <car id|stock number> sold|in-stock|reserved|unreserved|removed|price <dollars>
       npm run stock -- <slug> --feed-changed
  --url <base>      the site to send to (default http://127.0.0.1:\${PORT:-8888}, the local server)
  --stock-number    the car is named by its stock number rather than its id
  --event <id>      the event id (default: a new one; sending the same id twice changes nothing)`;

const CHANGES: Record<string, (amount?: number) => Record<string, unknown>> = {
  sold: () => ({ status: "sold" }),
  "in-stock": () => ({ status: "in_stock" }),
  reserved: () => ({ reserved: true }),
  unreserved: () => ({ reserved: false }),
  removed: () => ({ removed: true }),
  price: (amount) => ({ price: amount }),
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    "stock-number": { type: "boolean", default: false },
    "feed-changed": { type: "boolean", default: false },
    event: { type: "string" },
    "tenants-dir": { type: "string", default: process.env.TENANTS_DIR ?? "tenants" },
  },
});
const [slug, car, what, amountText] = positionals;
if (!slug || (!values["feed-changed"] && (!car || !what || !CHANGES[what]))) fail(USAGE);
const amount = what === "price" ? Number(amountText) : undefined;
if (what === "price" && !(Number.isFinite(amount) && amount! >= 0)) fail(`price needs an amount in dollars\n${USAGE}`);

const eventId = values.event ?? `cli-${randomUUID()}`;
const change = values["feed-changed"]
  ? undefined
  : { [values["stock-number"] ? "stock_number" : "car_id"]: car, ...CHANGES[what!]!(amount) };
const sent = await signedPost({
  slug: slug!,
  path: "/api/hooks/stock",
  body: change ? { event_id: eventId, changes: [change] } : { event_id: eventId, feedChanged: true },
  secret: "stockHookSecretEnv",
  url: values.url,
  tenantsDir: values["tenants-dir"],
}).catch((error: Error) => fail(error.message));
if (!sent.ok) fail(refusal(slug!, sent));
const answer = sent.body as Record<string, unknown> & {
  applied?: { car_id: string }[];
  unknown?: { car_id?: string; stock_number?: string }[];
};
const applied = (answer.applied ?? []).map((entry) => entry.car_id);
const unknown = (answer.unknown ?? []).map((entry) => entry.car_id ?? entry.stock_number);
console.log(
  `${slug}: event ${eventId}${answer.duplicate ? " (already received: nothing changed)" : ""}: ` +
    `${change ? `${applied.length ? `car ${applied.join(", ")} ${what}` : "no car changed"}` : "feed changed"}; ` +
    `rebuild ${answer.rebuild}`,
);
if (unknown.length) console.log(`  not in ${slug}'s feed: ${unknown.join(", ")}`);
const search = answer.search as { failed: { car_id: string; error: string }[] } | null | undefined;
for (const failure of search?.failed ?? []) console.log(`  search not updated for ${failure.car_id}: ${failure.error}`);
process.exit(unknown.length ? 1 : 0);
