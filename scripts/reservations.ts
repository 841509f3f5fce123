// Reservations, for the dealer's staff and ops, through the site's signed ops endpoint
// (POST /api/ops/reservations, the same one a dealer's own system can call):
//   npm run reservations -- <slug> list [--status held|pending|captured|released|expired|failed]
//   npm run reservations -- <slug> capture --id <reference or id>   the sale is confirmed: take the deposit
//   npm run reservations -- <slug> release --id <reference or id>   cancel: let the hold go, nothing is taken
// Options: --url <site> (default: the local server, http://127.0.0.1:$PORT or 8888).
// Signed with the secret in the environment variable named by the tenant's ops.opsSecretEnv (its own,
// never the stock hook's), with a new nonce each time.
import { parseArgs } from "node:util";
import type { Reservation } from "#lib/api/reservations.ts";
import { formatDollars } from "#lib/format/money.ts";
import { refusal, signedPost } from "./support/signed-post.ts";

const USAGE = `usage: npm run reservations -- <slug> list [--status held]
       npm run reservations -- <slug> capture --id <RSV-XXXX-XXXX or id>
       npm run reservations -- <slug> release --id <RSV-XXXX-XXXX or id>
  --url <base>   the site (default http://127.0.0.1:\${PORT:-8888}, the local server)`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    id: { type: "string" },
    status: { type: "string" },
    "tenants-dir": { type: "string", default: process.env.TENANTS_DIR ?? "tenants" },
  },
});
const [slug, action] = positionals;
if (!slug || !action || !["list", "capture", "release"].includes(action)) fail(USAGE);
if (action !== "list" && !values.id) fail(`${action} needs --id <reference or id>\n${USAGE}`);

const body =
  action === "list" ? { action, ...(values.status ? { status: values.status } : {}) } : { action, id: values.id };
const answer = await signedPost({
  slug,
  path: "/api/ops/reservations",
  body,
  secret: "opsSecretEnv",
  url: values.url,
  tenantsDir: values["tenants-dir"],
}).catch((error: Error) => fail(error.message));
if (!answer.ok) fail(refusal(slug, answer), 1);

const rows = (answer.body.reservations ?? []) as (Reservation & {
  email: string;
  phone: string;
  refunded_cents: number;
  dispute_reason: string | null;
})[];
if (action === "list" && rows.length === 0)
  console.log(`${slug}: no ${values.status ?? ""} reservations`.replace("  ", " "));
for (const row of rows)
  console.log(
    `${row.reference}  ${row.status.padEnd(8)}  ${formatDollars(row.amount_cents / 100)}  ${row.car_name} (car ${row.car_id})\n` +
      `    ${row.email} ${row.phone}  ${row.status === "held" ? `held until ${row.expires_text}` : row.status_text}  id ${row.id}` +
      (row.refunded_cents ? `\n    refunded ${formatDollars(row.refunded_cents / 100)} at the payment provider` : "") +
      (row.dispute_reason
        ? `\n    disputed by the shopper's bank (${row.dispute_reason}): answer it at the payment provider`
        : ""),
  );
// "already captured": done before (the provider's webhook landed first, or the command ran twice).
const outcome = answer.body.outcome as string | undefined;
if (action !== "list")
  console.log(
    `${slug}: ${rows[0]?.reference} is ${outcome?.startsWith("already") ? outcome : `now ${rows[0]?.status}`}.`,
  );
