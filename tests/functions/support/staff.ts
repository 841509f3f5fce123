import { expect } from "vitest";
import lastEmailFn from "../../../functions/dev-last-email.ts";
import opsStaffFn from "../../../functions/ops-staff.ts";
import verifyFn from "../../../functions/staff-sign-in-verify.ts";
import { type CallOptions, call, OPS_SECRET } from "./harness.ts";

/** The console's own origin, which every console write must carry. */
export const consoleOrigin = (slug = "two-yards") => `http://${slug}.localhost:8888`;

let seq = 0;
/** A fresh address per test: rate limits and mailboxes of one test stay out of another. */
export const newStaffEmail = (who = "staff") => `${who}.${Date.now().toString(36)}${seq++}@Dealer.example`;

export const opsStaff = (body: unknown, options: CallOptions = {}) =>
  call(opsStaffFn, "/api/ops/staff", { body, signWith: OPS_SECRET, ...options });

export const lastEmail = (to: string, slug = "two-yards", tag?: string) =>
  call(lastEmailFn, "/api/dev/last-email", { slug, query: { to, ...(tag ? { tag } : {}) } });

export const verifyStaffLink = (token: string, options: CallOptions = {}) =>
  call(verifyFn, "/api/staff/sign-in/verify", {
    body: { token },
    ...options,
    headers: { origin: consoleOrigin(options.slug), ...options.headers },
  });

export const staffCookieFrom = (response: Response) => {
  const line = response.headers.getSetCookie().find((c) => c.startsWith("__Host-forecourt_staff="));
  if (!line) throw new Error("no staff cookie was set");
  return line.split(";")[0]!;
};

/** Invites by ops and signs in with the emailed link; returns the console cookie. */
export async function signedInStaff(email: string, role = "owner", slug = "two-yards"): Promise<string> {
  expect((await opsStaff({ action: "invite", email, role }, { slug })).status).toBe(200);
  const token = (await lastEmail(email, slug, "sign-in")).json.token;
  const verified = await verifyStaffLink(token, { slug });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return staffCookieFrom(verified.response);
}
