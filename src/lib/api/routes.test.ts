import { describe, expect, it } from "vitest";
import { CONTRACTS } from "./index.ts";
import { ROUTES } from "./routes.ts";

describe("zod-free routes", () => {
  it.each(Object.entries(ROUTES))("%s has its contract's path and methods", (_name, route) => {
    const contract = CONTRACTS.find((candidate) => candidate.path === route.path);
    expect(contract, `a contract for ${route.path}`).toBeDefined();
    expect(route.methods).toEqual(contract!.methods);
  });
});
