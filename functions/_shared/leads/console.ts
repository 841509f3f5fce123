import { describeSource } from "#lib/insights/visit-source.ts";
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { LeadSummary } from "#lib/api/console-leads.ts";
import { bookingNow, clockStoppedAt } from "#lib/leads/history.ts";
import { escapeLike, inboxSearchTerms } from "#lib/leads/inbox-search.ts";
import { LEAD_UNDO_MINUTES, statusUndo } from "#lib/leads/undo.ts";
import { canMoveLead, isFirstResponse, type LeadStatus, leadMovesFrom } from "#lib/leads/work.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { auditLog, leadAssignments, leadDeliveries, leadNotes, leads, leadWork, staff } from "../platform/db/schema.ts";
import { HttpError } from "../platform/http/errors.ts";
import { audit } from "../staff/audit.ts";
import type { StaffSession } from "../staff/session.ts";
import type { Tenant } from "../platform/tenant.ts";
import { assignableStaff } from "./assignment.ts";
import { leadClocks } from "./clock.ts";
import { leadHistories } from "./history.ts";

/** A page of the inbox: enough for a phone's screen and a desk's, small enough to stay quick at 50,000 leads. */
export const LEADS_PAGE_SIZE = 50;
/** The overdue view looks at unanswered leads this recent (older ones are for the filters). */
const OVERDUE_LOOKBACK_DAYS = 30;

const STATUS = sql<LeadStatus>`coalesce(${leadWork.status}, 'new')`;

/** Delivery state per lead, from its outbox rows: one query for the page. */
async function deliveryStates(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ leadId: leadDeliveries.leadId, status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, ids));
  const states = new Map<string, string[]>();
  for (const row of rows) states.set(row.leadId, [...(states.get(row.leadId) ?? []), row.status]);
  return states;
}

function deliveryOf(heldReason: string | null, statuses: string[] = []): LeadSummary["delivery"] {
  if (heldReason) return "held";
  if (statuses.includes("dead")) return "dead";
  if (statuses.includes("pending")) return "pending";
  return "delivered";
}

/** "<created_at ISO>|<id>": the page's last lead, so the next page starts after it whatever arrives meanwhile. */
const cursorOf = (row: { createdAt: Date; id: string }) => `${row.createdAt.toISOString()}|${row.id}`;
function parseCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = cursor.split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id))
    throw new HttpError(400, "bad_cursor", "That page of leads is no longer available. Start again.");
  return { createdAt, id };
}

const selection = {
  id: leads.id,
  kind: leads.kind,
  formType: leads.formType,
  category: leads.category,
  createdAt: leads.createdAt,
  firstName: leads.firstName,
  lastName: leads.lastName,
  phone: leads.phone,
  email: leads.email,
  postcode: leads.postcode,
  car: leads.car,
  carId: leads.carId,
  locationId: leads.locationId,
  heldReason: leads.heldReason,
  comments: leads.comments,
  verified: leads.verified,
  details: leads.details,
  pageUrl: leads.pageUrl,
  source: leads.source,
  status: STATUS,
  firstResponseAt: leadWork.firstResponseAt,
  assigneeId: leadAssignments.staffId,
  assignee: staff.email,
};
type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

function selectLeads(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(selection)
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .leftJoin(leadAssignments, eq(leadAssignments.leadId, leads.id))
    .leftJoin(staff, eq(staff.id, leadAssignments.staffId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/** The same shopper's leads: the same phone, or the same email (any case). */
const sameShopper = (phone: string | null, email: string | null): SQL | undefined =>
  or(
    phone ? eq(leads.phone, phone) : undefined,
    email ? sql`lower(${leads.email}) = ${email.toLowerCase()}` : undefined,
  );

/**
 * How many leads each shopper on the page has at this dealer — one grouped query for the
 * page, keyed by the page's own phones and emails (at most a page of each).
 */
async function shopperCounts(db: Db, slug: string, rows: LeadRow[]) {
  const phones = [...new Set(rows.flatMap((row) => (row.phone ? [row.phone] : [])))];
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])))];
  if (phones.length === 0 && emails.length === 0) return () => 1;
  const matching = or(
    phones.length ? inArray(leads.phone, phones) : undefined,
    emails.length ? inArray(sql`lower(${leads.email})`, emails) : undefined,
  );
  const found = await db
    .select({ phone: leads.phone, email: sql<string | null>`lower(${leads.email})` })
    .from(leads)
    .where(and(eq(leads.tenant, slug), matching))
    .limit(5000);
  return (row: LeadRow) =>
    Math.max(
      1,
      found.filter(
        (one) => (row.phone && one.phone === row.phone) || (row.email && one.email === row.email.toLowerCase()),
      ).length,
    );
}

async function summaries(db: Db, tenant: Tenant, rows: LeadRow[], showContacts: boolean): Promise<LeadSummary[]> {
  const clockOf = await leadClocks(tenant);
  const ids = rows.map((row) => row.id);
  const [deliveries, histories] = await Promise.all([deliveryStates(db, ids), leadHistories(db, tenant.slug, ids)]);
  const shopperLeads = await shopperCounts(db, tenant.slug, rows);
  return rows.map((row) => {
    const car = row.car as { name?: string; price?: number | null } | null;
    const history = histories.get(row.id) ?? [];
    return {
      id: row.id,
      kind: row.kind,
      form_type: row.formType,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      car: row.carId ? { id: row.carId, name: car?.name ?? `Car ${row.carId}`, price: car?.price ?? null } : null,
      location_id: row.locationId,
      delivery: deliveryOf(row.heldReason, deliveries.get(row.id)),
      clock: clockOf({ ...row, stoppedAt: clockStoppedAt(history) }),
      booking: bookingNow(history),
      assignee: row.assignee,
      shopper_leads: shopperLeads(row),
      ...(showContacts
        ? {
            contact: {
              name: [row.firstName, row.lastName].filter(Boolean).join(" "),
              phone: row.phone,
              email: row.email,
              postcode: row.postcode,
            },
          }
        : {}),
    };
  });
}

export interface LeadFilters {
  status?: LeadStatus;
  kind?: string;
  location?: string;
  overdue?: "1";
  /** "me": the signed-in staff member's leads. */
  assignee?: "me";
  before?: string;
  q?: string;
  shopper?: string;
}

/** A shopper's history is shown whole, up to this many leads (newest first). */
const SHOPPER_HISTORY_MAX = 200;

/**
 * What the search box matches — a part of the name or email, the phone as stored, or a
 * whole rego or stock number — parameterised, with LIKE's own characters taken literally. Roles that
 * may not see who shoppers are search by stock number and rego only.
 */
function searchCondition(query: string, showContacts: boolean): SQL | undefined {
  const terms = inboxSearchTerms(query);
  if (!terms) return undefined;
  const part = `%${escapeLike(terms.text)}%`;
  const code = (path: SQL) =>
    sql`upper(regexp_replace(coalesce(${path}, ''), '[[:space:]-]', '', 'g')) = ${terms.code}`;
  const byCar = [
    code(sql`${leads.car}->>'stock_number'`),
    code(sql`${leads.details}->>'rego'`),
    code(sql`${leads.details}#>>'{vehicle,rego}'`),
    sql`lower(${leads.carId}) = ${terms.text}`,
  ];
  if (!showContacts) return or(...byCar);
  return or(
    sql`lower(concat_ws(' ', ${leads.firstName}, ${leads.lastName})) like ${part} escape '\\'`,
    sql`lower(${leads.email}) like ${part} escape '\\'`,
    terms.phone ? sql`${leads.phone} like ${`%${escapeLike(terms.phone)}%`} escape '\\'` : undefined,
    ...byCar,
  );
}

/** How many of the dealer's leads nobody has answered or closed yet. */
async function newCount(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .where(and(eq(leads.tenant, slug), sql`${STATUS} = 'new'`, isNull(leads.heldReason)));
  return Number(row?.count ?? 0);
}

/** One page of the dealer's leads, newest first, with the filters; `next` continues it (and the count of new leads on the first). */
export async function listLeads(db: Db, tenant: Tenant, filters: LeadFilters, showContacts: boolean, staffId?: string) {
  const page = await leadsPage(db, tenant, filters, showContacts, staffId);
  return { ...page, new_count: filters.before ? null : await newCount(db, tenant.slug) };
}

async function leadsPage(db: Db, tenant: Tenant, filters: LeadFilters, showContacts: boolean, staffId?: string) {
  const conditions: SQL[] = [eq(leads.tenant, tenant.slug)];
  if (filters.assignee === "me")
    conditions.push(eq(leadAssignments.staffId, staffId ?? "00000000-0000-0000-0000-000000000000"));
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.location) conditions.push(eq(leads.locationId, filters.location));
  if (filters.q) conditions.push(searchCondition(filters.q, showContacts) ?? sql`true`);
  if (filters.shopper) {
    const [sent] = await db
      .select({ phone: leads.phone, email: leads.email })
      .from(leads)
      .where(and(eq(leads.tenant, tenant.slug), eq(leads.id, filters.shopper)));
    if (!sent) throw new HttpError(404, "not_found", "No lead with that id at this dealer.");
    // One step further: a booking gave only the phone, an enquiry the phone and the email, a deposit the email.
    const near = await db
      .select({ phone: leads.phone, email: leads.email })
      .from(leads)
      .where(and(eq(leads.tenant, tenant.slug), sameShopper(sent.phone, sent.email)))
      .limit(SHOPPER_HISTORY_MAX);
    const phones = [...new Set([sent, ...near].flatMap((one) => (one.phone ? [one.phone] : [])))];
    const emails = [...new Set([sent, ...near].flatMap((one) => (one.email ? [one.email.toLowerCase()] : [])))];
    conditions.push(
      or(
        eq(leads.id, filters.shopper),
        phones.length ? inArray(leads.phone, phones) : undefined,
        emails.length ? inArray(sql`lower(${leads.email})`, emails) : undefined,
      )!,
    );
    const rows = await selectLeads(db, and(...conditions), SHOPPER_HISTORY_MAX);
    return { leads: await summaries(db, tenant, rows, showContacts), next: null };
  }
  if (filters.overdue) {
    // Overdue is a matter of opening hours: the recent unanswered leads are read and timed here.
    conditions.push(isNull(leadWork.leadId));
    const since = new Date(Date.now() - OVERDUE_LOOKBACK_DAYS * 86_400_000);
    conditions.push(sql`${leads.createdAt} >= ${since.toISOString()}`);
    const rows = await selectLeads(db, and(...conditions), 2000);
    const all = await summaries(db, tenant, rows, showContacts);
    return { leads: all.filter((lead) => lead.clock.overdue), next: null };
  }
  if (filters.status) conditions.push(sql`${STATUS} = ${filters.status}`);
  if (filters.before) {
    const after = parseCursor(filters.before);
    conditions.push(
      or(lt(leads.createdAt, after.createdAt), and(eq(leads.createdAt, after.createdAt), lt(leads.id, after.id)))!,
    );
  }
  const rows = await selectLeads(db, and(...conditions), LEADS_PAGE_SIZE + 1);
  const page = rows.slice(0, LEADS_PAGE_SIZE);
  return {
    leads: await summaries(db, tenant, page, showContacts),
    next: rows.length > LEADS_PAGE_SIZE ? cursorOf(page.at(-1)!) : null,
  };
}

/** One lead with its notes and deliveries; 404 for an id of another dealer or none. */
export async function leadDetail(db: Db, tenant: Tenant, id: string, showContacts: boolean) {
  const [row] = await selectLeads(db, and(eq(leads.tenant, tenant.slug), eq(leads.id, id)), 1);
  if (!row) throw new HttpError(404, "not_found", "No lead with that id at this dealer.");
  const [summary] = await summaries(db, tenant, [row], showContacts);
  const history = (await leadHistories(db, tenant.slug, [id])).get(id) ?? [];
  const notes = await db
    .select()
    .from(leadNotes)
    .where(and(eq(leadNotes.tenant, tenant.slug), eq(leadNotes.leadId, id)))
    .orderBy(leadNotes.createdAt);
  const deliveries = await db
    .select()
    .from(leadDeliveries)
    // The lead's own; its updates' (a booking moved) count in the summary's delivery state.
    .where(and(eq(leadDeliveries.tenant, tenant.slug), eq(leadDeliveries.leadId, id), isNull(leadDeliveries.eventId)));
  return {
    ...summary!,
    comments: showContacts ? row.comments : null,
    verified: row.verified ?? [],
    details: (row.details ?? {}) as Record<string, unknown>,
    page_url: row.pageUrl,
    source: row.source ? describeSource(row.source) : null,
    notes: notes.map((note) => ({ author: note.author, body: note.body, created_at: note.createdAt.toISOString() })),
    history: history.map((event) => ({
      kind: event.kind,
      text: event.text,
      created_at: event.createdAt.toISOString(),
    })),
    moves: [...leadMovesFrom(row.status)],
    assignee_id: row.assigneeId,
    assignees: await assignableStaff(db, tenant.slug),
    deliveries: deliveries.map((delivery) => ({
      destination: delivery.destination,
      status: delivery.status,
      attempts: delivery.attempts,
      last_error: delivery.lastError,
    })),
  };
}

/**
 * Moves a lead and/or adds a note, in one transaction with its audit row. The lead's row is locked
 * so two salespeople moving it at once cannot both record the first response.
 */
export async function updateLead(
  db: Db,
  tenant: Tenant,
  signedIn: StaffSession,
  input: { id: string; status?: LeadStatus; note?: string; assign_to?: string | null; undo?: true },
  ip: string | null,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.tenant, tenant.slug), eq(leads.id, input.id)))
      .for("update");
    if (!lead) throw new HttpError(404, "not_found", "No lead with that id at this dealer.");
    const [work] = await tx.select().from(leadWork).where(eq(leadWork.leadId, input.id));
    const from: LeadStatus = work?.status ?? "new";
    const actor = signedIn.staff.email;
    if (input.undo) return undoStatus(tx, tenant.slug, input.id, from, actor, ip, now);
    if (input.status && input.status !== from) {
      if (!canMoveLead(from, input.status))
        throw new HttpError(409, "bad_move", "A lead cannot move to that status from where it is now.");
      const first = isFirstResponse(from, input.status) && !work?.firstResponseAt;
      const values = {
        status: input.status,
        updatedAt: now,
        ...(first ? { firstResponseAt: now, firstResponseBy: actor } : {}),
      };
      await tx
        .insert(leadWork)
        .values({ leadId: input.id, tenant: tenant.slug, ...values })
        .onConflictDoUpdate({ target: leadWork.leadId, set: values });
      await audit(tx, {
        slug: tenant.slug,
        actor,
        action: "lead.status",
        subject: input.id,
        before: { status: from },
        after: { status: input.status, ...(first ? { first_response_at: now.toISOString() } : {}) },
        ip,
      });
    }
    if (input.assign_to !== undefined) await reassign(tx, tenant, input.id, input.assign_to, signedIn.staff, ip, now);
    if (input.note) {
      await tx.insert(leadNotes).values({ tenant: tenant.slug, leadId: input.id, author: actor, body: input.note });
      await audit(tx, {
        slug: tenant.slug,
        actor,
        action: "lead.note",
        subject: input.id,
        after: { note: input.note },
        ip,
      });
    }
  });
}

/** Takes back the actor's own latest status change of a lead, within the window; audited as an undo. */
async function undoStatus(
  tx: Tx,
  slug: string,
  leadId: string,
  current: LeadStatus,
  actor: string,
  ip: string | null,
  now: Date,
) {
  // Only the window's rows are read (the log's tenant-and-time index), newest first.
  const since = new Date(now.getTime() - (LEAD_UNDO_MINUTES + 1) * 60_000);
  const [last] = await tx
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenant, slug),
        gte(auditLog.at, since),
        eq(auditLog.action, "lead.status"),
        eq(auditLog.subject, leadId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const verdict = statusUndo(last, current, actor, now);
  if (!verdict.ok) throw new HttpError(409, "cannot_undo", "That change can no longer be undone.");
  // Back to new is back to untouched (no work row): the clock runs again and "overdue" finds it.
  if (verdict.to === "new") await tx.delete(leadWork).where(eq(leadWork.leadId, leadId));
  else await tx.update(leadWork).set({ status: verdict.to, updatedAt: now }).where(eq(leadWork.leadId, leadId));
  await audit(tx, {
    slug,
    actor,
    action: "lead.status",
    subject: leadId,
    before: { status: current },
    after: { status: verdict.to, undo: true },
    ip,
  });
}

/**
 * Hands a lead to a live salesperson or owner of this dealer (null: to no one); audited. The new
 * owner is told by tellAssignees after the commit, unless they took it themselves.
 */
async function reassign(
  tx: Tx,
  tenant: Tenant,
  leadId: string,
  staffId: string | null,
  by: { id: string; email: string },
  ip: string | null,
  now: Date,
) {
  const actor = by.email;
  const allowed = await assignableStaff(tx as unknown as Db, tenant.slug);
  if (staffId !== null && !allowed.some((member) => member.id === staffId))
    throw new HttpError(404, "no_such_staff", "That person cannot take leads here.");
  const [was] = await tx.select().from(leadAssignments).where(eq(leadAssignments.leadId, leadId));
  if ((was?.staffId ?? null) === staffId) return;
  // Whoever takes a lead themselves needs no telling; anyone else is told once it is committed.
  const told = staffId === by.id ? staffId : (was?.notifiedStaffId ?? null);
  await tx
    .insert(leadAssignments)
    .values({ leadId, tenant: tenant.slug, staffId, assignedAt: now, assignedBy: actor, notifiedStaffId: told })
    .onConflictDoUpdate({
      target: leadAssignments.leadId,
      set: { staffId, assignedAt: now, assignedBy: actor, notifiedStaffId: told },
    });
  const emailOf = (id: string | null | undefined) => allowed.find((member) => member.id === id)?.email ?? null;
  await audit(tx, {
    slug: tenant.slug,
    actor,
    action: "lead.assign",
    subject: leadId,
    before: { assignee: emailOf(was?.staffId) },
    after: { assignee: emailOf(staffId) },
    ip,
  });
}
