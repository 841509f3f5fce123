import { z } from "zod";
import { MESSAGES } from "../src/lib/forms/messages.ts";
import { getDb } from "./_shared/db/client.ts";
import { valuationResponses } from "./_shared/db/schema.ts";
import { parseWith, readJson } from "./_shared/http/body.ts";
import { handle, json } from "./_shared/http/handle.ts";
import { tenantSlugOf } from "./_shared/tenant.ts";

export const config = { path: "/api/miscellaneous", method: ["POST"] };

/** §7 POST /api/miscellaneous: a valuation response kept against a column name. */
export const miscellaneousSchema = z.object({
  column_name: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/, "must be letters, digits and underscores"),
  // The trade-in provider's answer, kept as sent (it is theirs; we do not reshape it).
  response: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string(), z.number()], {
    error: MESSAGES.required,
  }),
});

export default handle(["POST"], async (request) => {
  const tenant = tenantSlugOf(request);
  const body = (await readJson(request)) as Record<string, unknown> | null;
  // Older clients call the field valuation_response.
  const normalised =
    body && typeof body === "object" && !Array.isArray(body) && body.response === undefined
      ? { ...body, response: body.valuation_response }
      : body;
  const input = parseWith(miscellaneousSchema, normalised);
  const db = await getDb();
  const [row] = await db
    .insert(valuationResponses)
    .values({ tenant, columnName: input.column_name, response: input.response })
    .returning({ id: valuationResponses.id });
  return json({ id: row!.id }, { status: 201 });
});
