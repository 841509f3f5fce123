import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import leadFn from "../../functions/console-lead.ts";
import updateFn from "../../functions/console-lead-update.ts";
import leadsListFn from "../../functions/console-leads.ts";
import staffUpdateFn from "../../functions/console-staff-update.ts";
import leadsFn from "../../functions/leads.ts";
import { notifyOverdueLeads } from "../../functions/_shared/leads/assignment.ts";
import { auditLog } from "../../functions/_shared/platform/db/schema.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

let seq = 0;
async function enquire(locationId: string, slug = "two-yards"): Promise<string> {
  const body = {
    ...TWO_YARDS_ENQUIRY,
    ...(slug === "two-yards" ? {} : { dealership_id: undefined, category: "Sales" }),
    location_id: locationId,
    idempotency_key: `assign-${Date.now()}-${seq++}`,
  };
  const taken = await call(leadsFn, "/api/leads", { slug, body, ip: `203.0.113.${(seq % 200) + 1}` });
  expect(taken.status, JSON.stringify(taken.json)).toBe(201);
  return taken.json.lead.id;
}
const inbox = (cookie: string, query: Record<string, string> = {}, slug = "two-yards") =>
  call(leadsListFn, "/api/console/leads", { slug, cookie, query });
const write = (fn: typeof updateFn | typeof staffUpdateFn, path: string, cookie: string, body: unknown) =>
  call(fn, path, { body, cookie, headers: { origin: consoleOrigin() } });

forEachDatabase("lead assignment and overdue chasing", (database) => {
  it("gives new leads by yard, then round robin, and one can be handed over by hand (audited)", async () => {
    const owner = newStaffEmail("owner");
    const ownerCookie = await signedInStaff(owner, "owner");
    const [parra, anyA, anyB] = [newStaffEmail("parra"), newStaffEmail("any-a"), newStaffEmail("any-b")];
    const parraCookie = await signedInStaff(parra, "sales");
    await signedInStaff(anyA, "sales");
    await signedInStaff(anyB, "sales");
    // The owner says who covers which yard: Parramatta (11) has its own salesperson.
    const saved = await write(staffUpdateFn, "/api/console/staff/update", ownerCookie, {
      action: "leads",
      email: parra,
      location_ids: ["11", "nowhere"],
      taking_leads: true,
    });
    expect(saved.json.outcome).toBe("saved");
    expect(saved.json.staff.find((m: { email: string }) => m.email === parra.toLowerCase()).location_ids).toEqual([
      "11",
    ]);

    const atParra = await enquire("11");
    const atRichmond = [await enquire("12"), await enquire("12")];
    const page = (await inbox(ownerCookie)).json.leads as { id: string; assignee: string | null }[];
    const assigneeOf = (id: string) => page.find((lead) => lead.id === id)!.assignee;
    expect(assigneeOf(atParra)).toBe(parra.toLowerCase());
    // Richmond has no one of its own: the two who cover every yard take turns.
    expect(new Set(atRichmond.map(assigneeOf))).toEqual(new Set([anyA.toLowerCase(), anyB.toLowerCase()]));

    // "Mine" for the Parramatta salesperson.
    const mine = (await inbox(parraCookie, { assignee: "me" })).json.leads as { id: string }[];
    expect(mine.map((lead) => lead.id)).toEqual([atParra]);

    // The owner hands a Richmond lead to the Parramatta salesperson; the log says who did it.
    const detail = await call(leadFn, "/api/console/lead", { cookie: ownerCookie, query: { id: atRichmond[0]! } });
    const parraId = detail.json.assignees.find((m: { email: string }) => m.email === parra.toLowerCase()).id;
    const handed = await write(updateFn, "/api/console/lead/update", ownerCookie, {
      id: atRichmond[0],
      assign_to: parraId,
    });
    expect(handed.json.assignee).toBe(parra.toLowerCase());
    const [logged] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.assign"), eq(auditLog.subject, atRichmond[0]!)));
    expect(logged).toMatchObject({ actor: owner.toLowerCase(), after: { assignee: parra.toLowerCase() } });
    // Nobody outside the dealer's sales staff and owners.
    const stranger = await write(updateFn, "/api/console/lead/update", ownerCookie, {
      id: atRichmond[0],
      assign_to: "00000000-0000-4000-8000-000000000000",
    });
    expect(stranger.status).toBe(404);
  });

  it("a lead unanswered past the answer its shopper was promised emails its assignee and the owners, once", async () => {
    const owner = newStaffEmail("owner");
    const ownerCookie = await signedInStaff(owner, "owner", "booking-yard");
    const seller = newStaffEmail("seller");
    await signedInStaff(seller, "sales", "booking-yard");
    const id = await enquire("31", "booking-yard");
    const page = (await inbox(ownerCookie, {}, "booking-yard")).json.leads as { id: string; assignee: string | null }[];
    expect(page.find((lead) => lead.id === id)!.assignee).toBe(seller.toLowerCase());

    const tenant = await loadPublishedTenant("booking-yard");
    const later = new Date(Date.now() + 3 * 86_400_000); // three days, and no one answered
    expect(await notifyOverdueLeads(database().db, tenant, "https://booking.example", later)).toBeGreaterThanOrEqual(1);
    const chased = (to: string) =>
      localEmailsTo("booking-yard", to.toLowerCase()).then((mail) => mail.filter((m) => m.tag === "lead-overdue"));
    const [toSeller] = await chased(seller);
    expect(toSeller!.subject).toMatch(/^Overdue: /);
    expect(toSeller!.text).toContain("It is yours.");
    // Chased past the answer the shopper was promised, and saying when that was.
    expect(toSeller!.text).toMatch(
      /has had no answer: we promised them one by \w{3} \d{1,2} \w{3}, \d{1,2}:\d\d [ap]m/,
    );
    expect((await chased(owner))[0]!.text).toContain(`It is ${seller.toLowerCase()}'s.`);
    // Once: the next sweep tells no one again.
    expect(await notifyOverdueLeads(database().db, tenant, "https://booking.example", later)).toBe(0);
    expect(await chased(seller)).toHaveLength(1);
  });

  it("a salesperson not taking leads is skipped", async () => {
    const owner = newStaffEmail("owner");
    const ownerCookie = await signedInStaff(owner, "owner");
    const away = newStaffEmail("away");
    await signedInStaff(away, "sales");
    await write(staffUpdateFn, "/api/console/staff/update", ownerCookie, {
      action: "leads",
      email: away,
      location_ids: ["13"],
      taking_leads: false,
    });
    const id = await enquire("13");
    const page = (await inbox(ownerCookie)).json.leads as { id: string; assignee: string | null }[];
    expect(page.find((lead) => lead.id === id)!.assignee).not.toBe(away.toLowerCase());
  });
});
