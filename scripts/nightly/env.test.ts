import { describe, expect, it } from "vitest";
import { netlifySiteOf } from "./env.ts";

describe("a dealer's Netlify site (site ids are not secrets)", () => {
  it("is the committed ops.netlifySiteId, else the environment variable ops.netlifySiteIdEnv names", () => {
    const env = { BAYSIDE_SITE: "env-site" };
    expect(netlifySiteOf({ netlifySiteId: "committed-site", netlifySiteIdEnv: "BAYSIDE_SITE" }, env)).toEqual({
      siteId: "committed-site",
      where: "ops.netlifySiteId",
    });
    expect(netlifySiteOf({ netlifySiteIdEnv: "BAYSIDE_SITE" }, env)).toEqual({
      siteId: "env-site",
      where: "BAYSIDE_SITE (ops.netlifySiteIdEnv)",
    });
    expect(netlifySiteOf({ netlifySiteIdEnv: "MISSING" }, env).siteId).toBeUndefined();
    expect(netlifySiteOf({}, env)).toEqual({ where: "ops.netlifySiteId" });
  });
});
