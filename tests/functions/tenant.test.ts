import { afterEach, expect, it, vi } from "vitest";
import deliveryFn from "../../functions/delivery-quote.ts";
import outboxFn from "../../functions/outbox-retry.ts";
import expireFn from "../../functions/reservations-expire.ts";
import { TENANT_NOT_SET, tenantSlugOf } from "../../functions/_shared/platform/tenant.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/** Netlify's production context, as a deployed site runs (isProduction). */
function asProduction(slug?: string): void {
  process.env.CONTEXT = "production";
  if (slug) process.env.TENANT = slug;
  else delete process.env.TENANT;
}

afterEach(() => {
  delete process.env.CONTEXT;
  delete process.env.TENANT;
  vi.restoreAllMocks();
});

// two-yards has the delivery calculator on, one-yard off: the answer says which tenant was served.
const quote = () =>
  call(deliveryFn, "/api/delivery-quote", {
    body: { postcode: "2150" },
    headers: { "x-forecourt-tenant": "two-yards" },
  });

forEachDatabase("which tenant a function serves", () => {
  it("locally, the runner's x-forecourt-tenant header says which tenant", async () => {
    expect((await quote()).status).toBe(200);
  });

  it("in production without TENANT, a function refuses to run: 500, and the log says to set TENANT", async () => {
    asProduction();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const got = await quote();
    expect(got.status).toBe(500);
    expect(got.json.error.code).toBe("internal");
    expect(String(logged.mock.calls.flat().join(" "))).toContain(TENANT_NOT_SET);
    expect(() => tenantSlugOf(new Request("https://dealer.example/api/leads"))).toThrow(TENANT_NOT_SET);
  });

  it("in production with TENANT, a request's x-forecourt-tenant cannot choose another dealer", async () => {
    asProduction("one-yard");
    const got = await quote();
    expect(got.status).toBe(404);
    expect(got.json.error.code).toBe("not_available");
    const asked = new Request("https://dealer.example/api/leads", { headers: { "x-forecourt-tenant": "two-yards" } });
    expect(tenantSlugOf(asked)).toBe("one-yard");
  });

  it("in production without TENANT, the scheduled sweeps refuse too, rather than run over every dealer", async () => {
    asProduction();
    const post = (path: string) => new Request(`https://dealer.example${path}`, { method: "POST" });
    await expect(outboxFn(post("/.netlify/functions/outbox-retry"))).rejects.toThrow(TENANT_NOT_SET);
    await expect(expireFn(post("/.netlify/functions/reservations-expire"))).rejects.toThrow(TENANT_NOT_SET);
  });
});
