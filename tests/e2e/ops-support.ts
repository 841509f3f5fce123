import { signedHeaders } from "#lib/security/signed-call.ts";
import type { SampleTenant } from "./sample-data.ts";

/**
 * The sample dealers' signing secrets on the browser tests' server (playwright.config passes them
 * as each dealer's ops.stockHookSecretEnv and ops.opsSecretEnv), so tests act as the dealer: the
 * stock hook, the ops endpoints. The two differ, as they must for a real dealer.
 */
export const E2E_SIGNING_SECRET = "e2e-signing-secret-0123456789abcdef";
export const E2E_OPS_SECRET = "e2e-ops-secret-fedcba9876543210";
/** The channel feeds' token (syndication.tokenEnv) on the test server. */
export const E2E_FEED_TOKEN = "e2e-feed-token-0123456789abcdef";
export const SIGNING_SECRET_ENV = {
  BAYSIDE_FORD_STOCK_HOOK_SECRET: E2E_SIGNING_SECRET,
  HARBOUR_CITY_MOTOR_GROUP_STOCK_HOOK_SECRET: E2E_SIGNING_SECRET,
  OUTBACK_CARAVANS_STOCK_HOOK_SECRET: E2E_SIGNING_SECRET,
  BAYSIDE_FORD_OPS_SECRET: E2E_OPS_SECRET,
  HARBOUR_CITY_MOTOR_GROUP_OPS_SECRET: E2E_OPS_SECRET,
  OUTBACK_CARAVANS_OPS_SECRET: E2E_OPS_SECRET,
  BAYSIDE_FORD_FEED_TOKEN: E2E_FEED_TOKEN,
  HARBOUR_CITY_MOTOR_GROUP_FEED_TOKEN: E2E_FEED_TOKEN,
  OUTBACK_CARAVANS_FEED_TOKEN: E2E_FEED_TOKEN,
};

const base = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;

export interface OpsReservation {
  id: string;
  reference: string;
  status: string;
  car_id: string;
  expires_at: string;
  held_at: string | null;
}

/** A signed POST to one of the dealer's ops endpoints, as its terminal tools send it. */
async function opsCall<T>(slug: SampleTenant, path: string, body: Record<string, unknown>): Promise<T> {
  const text = JSON.stringify(body);
  const response = await fetch(`${base()}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forecourt-tenant": slug,
      ...signedHeaders(E2E_OPS_SECRET, { method: "POST", path, body: text }),
    },
    body: text,
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path} ${body.action}: HTTP ${response.status} ${json.error?.message}`);
  return json;
}

/** POST /api/ops/reservations as the dealer's tools do. */
export async function opsReservations(slug: SampleTenant, body: Record<string, unknown>): Promise<OpsReservation[]> {
  return (await opsCall<{ reservations: OpsReservation[] }>(slug, "/api/ops/reservations", body)).reservations;
}

/** `npm run staff -- <slug> invite <email> --role <role>`, as the first owner is made. */
export async function inviteStaff(
  slug: SampleTenant,
  email: string,
  role: "owner" | "sales" | "editor",
): Promise<void> {
  await opsCall(slug, "/api/ops/staff", { action: "invite", email, role });
}

/** The sign-in token in the last email to a staff member (the local mailbox). */
export async function staffSignInToken(slug: SampleTenant, email: string): Promise<string> {
  const response = await fetch(`${base()}/api/dev/last-email?to=${encodeURIComponent(email)}&tag=sign-in`, {
    headers: { "x-forecourt-tenant": slug },
  });
  const json = (await response.json()) as { token?: string };
  if (!json.token) throw new Error(`no sign-in email to ${email} (HTTP ${response.status})`);
  return json.token;
}

/** Releases whatever holds this car (a previous run of the tests on the same database). */
export async function freeCar(slug: SampleTenant, carId: string | number): Promise<void> {
  for (const reservation of await opsReservations(slug, { action: "list" }))
    if (reservation.car_id === String(carId) && ["pending", "held"].includes(reservation.status))
      await opsReservations(slug, { action: "release", id: reservation.id });
}

/** The scheduled expiry sweep, run as if it were `at` (the local server allows it; production never does). */
export async function sweepReservations(
  slug: SampleTenant,
  at: Date,
  reference: string,
): Promise<{ expired: string[] }> {
  // One reservation only: a sweep "as if it were later" would also expire the holds that tests
  // running beside this one have just made.
  const response = await fetch(
    `${base()}/.netlify/functions/reservations-expire?at=${at.toISOString()}&tenant=${slug}&reference=${reference}`,
    { method: "POST", headers: { "x-forecourt-tenant": slug } },
  );
  if (!response.ok) throw new Error(`sweep: HTTP ${response.status}`);
  return (await response.json()) as { expired: string[] };
}

/** What /api/stock-status tells every page about one car now. */
export async function liveStockOf(
  slug: SampleTenant,
  carId: string | number,
): Promise<{ reserved?: boolean } | undefined> {
  const response = await fetch(`${base()}/api/stock-status?since=2020-01-01T00:00:00.000Z`, {
    headers: { "x-forecourt-tenant": slug },
  });
  const { cars } = (await response.json()) as { cars: { car_id: string; reserved?: boolean }[] };
  return cars.find((entry) => entry.car_id === String(carId));
}

/** A page as the dealer's build has it now (the local server swaps rebuilds in while tests run), and when it was written. */
export async function builtPage(slug: SampleTenant, path: string): Promise<{ html: string; writtenAt: number }> {
  const response = await fetch(`${base()}${path}`, { headers: { "x-forecourt-tenant": slug } });
  return { html: await response.text(), writtenAt: Date.parse(response.headers.get("last-modified") ?? "") };
}

/** A signed POST /api/hooks/stock, as a dealer's stock system sends it. */
export async function stockHook(slug: SampleTenant, changes: Record<string, unknown>[]): Promise<void> {
  const path = "/api/hooks/stock";
  const text = JSON.stringify({ event_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, changes });
  const response = await fetch(`${base()}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forecourt-tenant": slug,
      ...signedHeaders(E2E_SIGNING_SECRET, { method: "POST", path, body: text }),
    },
    body: text,
  });
  if (!response.ok) throw new Error(`stock hook: HTTP ${response.status} ${await response.text()}`);
}

/** The scheduled alert run for one dealer, now. */
export async function runAlerts(slug: SampleTenant): Promise<Record<string, unknown>> {
  const response = await fetch(`${base()}/.netlify/functions/alerts-run?tenant=${slug}`, {
    method: "POST",
    headers: { "x-forecourt-tenant": slug },
  });
  if (!response.ok) throw new Error(`alerts-run: HTTP ${response.status}`);
  return ((await response.json()) as { tenants: Record<string, Record<string, unknown>> }).tenants[slug]!;
}

/** The scheduled booking run (reminders, sold cars' test drives, closed days) for one dealer, now. */
export async function runBookingChecks(slug: SampleTenant): Promise<Record<string, unknown>> {
  const response = await fetch(`${base()}/.netlify/functions/appointments-remind?tenant=${slug}`, {
    method: "POST",
    headers: { "x-forecourt-tenant": slug },
  });
  if (!response.ok) throw new Error(`appointments-remind: HTTP ${response.status}`);
  return ((await response.json()) as { reminded: Record<string, Record<string, unknown>> }).reminded[slug]!;
}
