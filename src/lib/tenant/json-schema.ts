import { z } from "zod";
import { tenantSchema } from "./schema.ts";

/** JSON Schema of tenant.json for editor completion; descriptions come from the zod schema. */
export function tenantJsonSchema(): string {
  const schema = z.toJSONSchema(tenantSchema, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ ...schema, title: "Forecourt tenant config (tenants/<slug>/tenant.json)" }, null, 2)}\n`;
}
