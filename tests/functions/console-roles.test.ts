import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS } from "#lib/api/index.ts";
import type { AnyContract } from "#lib/api/contract.ts";
import { STAFF_ROLES, type StaffRole } from "#lib/staff/roles.ts";
import { forEachDatabase } from "./support/each-database.ts";
import type { Handler } from "../../functions/_shared/platform/http/define-function.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

/** The table of console endpoints in docs/console.md: endpoint, method, the roles that may call it. */
function documentedEndpoints(): { path: string; method: string; roles: StaffRole[] }[] {
  const text = readFileSync("docs/console.md", "utf8");
  const section = text.slice(text.indexOf("## Console endpoints"));
  return [...section.matchAll(/^\| `(\/api\/[^`]+)`\s*\| (GET|POST)\s*\|[^|]*\| ([a-z, ]+?)\s*\|$/gm)].map((row) => ({
    path: row[1]!,
    method: row[2]!,
    roles: row[3]!.split(",").map((role) => role.trim()) as StaffRole[],
  }));
}

/** A valid input for each: a role check must be what answers, not the input's validation. */
const INPUTS: Record<string, Record<string, unknown>> = {
  "/api/console/lead": { id: "00000000-0000-4000-8000-000000000000" },
  "/api/console/lead/update": { id: "00000000-0000-4000-8000-000000000000", status: "contacted" },
  "/api/console/stock": { q: "hilux" },
  "/api/console/staff/update": { action: "remove", email: "nobody@dealer.example" },
  "/api/console/reservations/update": { id: "RSV-NONE-NONE", action: "release" },
  "/api/console/stock/update": { car_id: "no-such-car", state: "available" },
  "/api/console/content/draft": { edits: { endedOffers: {}, hours: [] } },
  "/api/console/content/restore": { version: 99999 },
  "/api/console/content/images": {
    data: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  },
  "/api/staff/passkeys/remove": { id: "bm8tc3VjaC1wYXNza2V5" },
  "/api/staff/passkeys/add": {
    response: {
      id: "bm8",
      rawId: "bm8",
      type: "public-key",
      response: { clientDataJSON: "e30", attestationObject: "oA" },
      clientExtensionResults: {},
    },
  },
  "/api/console/appointments/update": { id: "00000000-0000-4000-8000-000000000000", action: "cancel" },
  "/api/staff/weekly-summary": { on: true },
};

/** Console endpoints: everything a staff session opens, not the sign-in steps that make one. */
const isConsoleEndpoint = (contract: AnyContract) =>
  contract.path.startsWith("/api/console/") ||
  (contract.path.startsWith("/api/staff/") && !contract.path.startsWith("/api/staff/sign-in/"));

const handlers = new Map<AnyContract, Handler>();
beforeAll(async () => {
  for (const file of readdirSync("functions").filter((name) => name.endsWith(".ts"))) {
    const entry = (await import(/* @vite-ignore */ `../../functions/${file}`)).default as Handler & {
      contract?: AnyContract;
    };
    if (entry.contract) handlers.set(entry.contract, entry);
  }
});

describe("docs/console.md lists every console endpoint", () => {
  it("and nothing else", () => {
    const listed = documentedEndpoints().map((row) => `${row.method} ${row.path}`);
    const actual = CONTRACTS.filter(isConsoleEndpoint).flatMap((contract) =>
      contract.methods.map((method) => `${method} ${contract.path}`),
    );
    expect(listed.sort()).toEqual(actual.sort());
  });
});

forEachDatabase("each console endpoint answers only the roles docs/console.md gives it", () => {
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    for (const role of STAFF_ROLES) cookies.set(role, await signedInStaff(newStaffEmail(role), role));
  });

  for (const { path, method, roles } of documentedEndpoints())
    it.each(STAFF_ROLES)(`${method} ${path} as %s`, async (role) => {
      const contract = CONTRACTS.find((candidate) => candidate.path === path)!;
      const input = INPUTS[path] ?? {};
      // Signing out ends the session: that test has one of its own.
      const cookie =
        path === "/api/staff/sign-out" ? await signedInStaff(newStaffEmail(role), role) : cookies.get(role);
      const answer = await call(handlers.get(contract)!, path, {
        method,
        cookie,
        headers: { origin: consoleOrigin() },
        ...(method === "GET" ? { query: input as Record<string, string> } : { body: input }),
      });
      if (roles.includes(role)) expect(answer.status, JSON.stringify(answer.json)).not.toBe(403);
      else expect(answer.status).toBe(403);
      expect(answer.status).not.toBe(401);
    });
});
