import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { tenantJsonSchema } from "./json-schema.ts";

describe("tenants/tenant.schema.json", () => {
  it("is up to date with the zod schema (run `npm run schema:tenant` after changing it)", async () => {
    expect(await readFile("tenants/tenant.schema.json", "utf8")).toBe(tenantJsonSchema());
  });

  it("describes every setting so editors can explain it", () => {
    const undescribed: string[] = [];
    const walk = (node: Record<string, unknown>, path: string) => {
      const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
      for (const [key, child] of Object.entries(properties ?? {})) {
        if (!child.description && key !== "$schema") undescribed.push(`${path}${key}`);
        walk(child, `${path}${key}.`);
      }
      for (const option of (node.oneOf ?? node.anyOf ?? []) as Record<string, unknown>[]) walk(option, path);
    };
    walk(JSON.parse(tenantJsonSchema()), "");
    expect(undescribed).toEqual([]);
  });
});
