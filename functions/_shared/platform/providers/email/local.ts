import { appendFile, mkdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { dataDir } from "../../env.ts";
import { type EmailProvider, type EmailReceipt, listUnsubscribeHeaders, type OutgoingEmail } from "./types.ts";

/**
 * The default provider outside production: a file mailbox, one JSON line per message per tenant
 * (`.data/mailbox/<tenant>.jsonl`), read back by GET /api/dev/last-email. A message id already in
 * the mailbox is not added again, so a retried send (the outbox tried again after a crash between
 * sending and recording it) leaves one copy, as a provider that dedupes would.
 */

export interface Mailed {
  id: string;
  tenant: string;
  to: string;
  from: string;
  reply_to?: string;
  subject: string;
  text: string;
  html?: string;
  tag?: string;
  /** A commercial message's own headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments?: { name: string; contentType: string; content: string }[];
  sent_at: string;
}

const mailboxFile = (slug: string) => join(dataDir(), "mailbox", `${slug}.jsonl`);

async function mailbox(slug: string): Promise<Mailed[]> {
  const text = await readFile(mailboxFile(slug), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mailed);
}

// One append at a time per process, so the duplicate check and the append cannot interleave.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The ids each mailbox holds, read again only when the file's size is not what this process last
 * saw (another process appended): reading the whole mailbox for every message made a busy local
 * server's sends slower with every message sent (bench:functions at 200 leads a second).
 */
const knownIds = new Map<string, { size: number; ids: Set<string> }>();
async function idsIn(slug: string): Promise<{ size: number; ids: Set<string> }> {
  const size = (await stat(mailboxFile(slug)).catch(() => undefined))?.size ?? 0;
  const known = knownIds.get(slug);
  if (known?.size === size) return known;
  const fresh = { size, ids: new Set((await mailbox(slug)).map((m) => m.id)) };
  knownIds.set(slug, fresh);
  return fresh;
}

export function localEmailProvider(log: (line: string) => void = (line) => console.log(line)): EmailProvider {
  return {
    name: "local",
    send(email: OutgoingEmail): Promise<EmailReceipt> {
      const run = queue.then(async () => {
        const known = await idsIn(email.slug);
        if (known.ids.has(email.messageId)) {
          log(`[email:local] ${email.slug} → ${email.to}: ${email.subject} (already in the mailbox, not added again)`);
          return { provider: "local", messageId: email.messageId };
        }
        await mkdir(join(dataDir(), "mailbox"), { recursive: true });
        const line: Mailed = {
          id: email.messageId,
          tenant: email.slug,
          to: email.to,
          from: email.from,
          reply_to: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          tag: email.tag,
          headers: email.commercial
            ? Object.fromEntries(listUnsubscribeHeaders(email.commercial.listUnsubscribe))
            : undefined,
          attachments: email.attachments,
          sent_at: new Date().toISOString(),
        };
        const text = `${JSON.stringify(line)}\n`;
        await appendFile(mailboxFile(email.slug), text);
        known.ids.add(email.messageId);
        known.size += Buffer.byteLength(text);
        log(`[email:local] ${email.slug} → ${email.to}: ${email.subject}`);
        return { provider: "local", messageId: email.messageId };
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

/** Every message the local mailbox holds for an address, oldest first. */
export async function localEmailsTo(slug: string, to: string): Promise<Mailed[]> {
  const wanted = to.toLowerCase();
  return (await mailbox(slug)).filter((m) => m.to.toLowerCase() === wanted);
}

/** The last message the local mailbox holds for an address (of one kind, given its tag), or null. */
export async function lastLocalEmail(slug: string, to: string, tag?: string): Promise<Mailed | null> {
  return (await localEmailsTo(slug, to)).filter((m) => !tag || m.tag === tag).at(-1) ?? null;
}
