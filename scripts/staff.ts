// The dealer's console staff, through the site's signed ops endpoint (POST /api/ops/staff),
// signed like `npm run reservations`: how the first owner is made before anyone can sign in.
//   npm run staff -- <slug> invite <email> --role owner|sales|editor   add (or change the role of) a staff member; emails a sign-in link
//   npm run staff -- <slug> list                                       the dealer's current staff
//   npm run staff -- <slug> remove <email>                             remove them: their sessions end at once
// Options: --url <site> (default: the local server, http://127.0.0.1:$PORT or 8888); a dealer's local
// address such as http://bayside-ford.localhost:8888 reaches this machine as a browser's would.
// Signed with the secret in the environment variable named by the tenant's ops.opsSecretEnv.
import { parseArgs } from "node:util";
import type { StaffMember } from "#lib/api/staff.ts";
import { STAFF_ROLES } from "#lib/staff/roles.ts";
import { refusal, signedPost } from "./support/signed-post.ts";
import { isLoopbackName, siteFetch } from "./support/site-fetch.ts";

const USAGE = `usage: npm run staff -- <slug> invite <email> --role ${STAFF_ROLES.join("|")}
       npm run staff -- <slug> list
       npm run staff -- <slug> remove <email>
  --url <base>   the site (default http://127.0.0.1:\${PORT:-8888}, the local server)`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    role: { type: "string" },
    "tenants-dir": { type: "string", default: process.env.TENANTS_DIR ?? "tenants" },
  },
});
const [slug, action, email] = positionals;
if (!slug || !action || !["invite", "list", "remove"].includes(action)) fail(USAGE);
if (action !== "list" && !email) fail(`${action} needs an email address\n${USAGE}`);
if (action === "invite" && !STAFF_ROLES.includes(values.role as never))
  fail(`invite needs --role ${STAFF_ROLES.join(", ")} (the first staff member is the owner)\n${USAGE}`);

const body =
  action === "list" ? { action } : action === "invite" ? { action, email, role: values.role } : { action, email };
const where = values.url ?? `the local server (port ${process.env.PORT ?? 8888})`;
console.log(`${slug}: ${action === "list" ? "listing staff" : `${action} ${email}`} at ${where}…`);
const answer = await signedPost({
  slug,
  path: "/api/ops/staff",
  body,
  secret: "opsSecretEnv",
  url: values.url,
  tenantsDir: values["tenants-dir"],
}).catch((error: Error) => fail(error.message));
if (!answer.ok) fail(refusal(slug, answer), 1);

const staff = (answer.body.staff ?? []) as StaffMember[];
const outcome = answer.body.outcome as string | undefined;
if (action === "list") {
  for (const member of staff)
    console.log(
      `  ${member.email.padEnd(36)} ${member.role.padEnd(7)} invited by ${member.invited_by} ${member.created_at.slice(0, 10)}`,
    );
  console.log(`${slug}: ${staff.length} staff member${staff.length === 1 ? "" : "s"}.`);
} else if (action === "invite") {
  const member = staff[0]!;
  const what = outcome === "invited" ? "invited as" : outcome === "role changed" ? "is now" : "is already";
  console.log(
    `${slug}: ${member.email} ${what} ${member.role}; a sign-in link (15 minutes, once) was emailed to them.`,
  );
  // Locally (the default, or a dealer's *.localhost address) the email lands in the local mailbox:
  // print its link, so the first owner can sign in at once.
  if (!values.url || isLoopbackName(new URL(values.url).hostname)) {
    const base = values.url ?? `http://127.0.0.1:${process.env.PORT ?? 8888}`;
    const mailbox = new URL(`/api/dev/last-email?to=${encodeURIComponent(member.email)}`, base);
    const email = await siteFetch(mailbox, { headers: values.url ? {} : { "x-forecourt-tenant": slug } })
      .then((response) => (response.ok ? (response.json() as Promise<{ link?: string }>) : undefined))
      .catch(() => undefined);
    if (email?.link) console.log(`${slug}: the local mailbox has it; open ${email.link}`);
  }
} else {
  const ended = Number(answer.body.sessions_ended ?? 0);
  console.log(`${slug}: ${email} removed; ${ended} console session${ended === 1 ? "" : "s"} ended.`);
}
