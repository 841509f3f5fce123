import { writeFile } from "node:fs/promises";
import { tenantJsonSchema } from "#lib/tenant/json-schema.ts";

/** Regenerates tenants/tenant.schema.json from the zod schema (`npm run schema:tenant`). */
const target = "tenants/tenant.schema.json";
await writeFile(target, tenantJsonSchema());
console.log(`Wrote ${target}`);
