import { describe, expect, it } from "vitest";
import { leadsSettingsSchema } from "./settings.ts";

describe("leads settings", () => {
  it("still loads a tenant.json that sets the retired overdueMinutes (the deadline is the promise)", () => {
    const parsed = leadsSettingsSchema.safeParse({ overdueMinutes: 120, promisedResponseMinutes: 45 });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.promisedResponseMinutes).toBe(45);
  });
});
