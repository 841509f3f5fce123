import { leads } from "#lib/api/leads.ts";
import type { RequestInput } from "#lib/api/contract.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { callApi } from "../../client/call-api.ts";

export type SubmitOutcome =
  | { ok: true; leadId: string; type: string }
  | { ok: false; message: string; fields: Record<string, string> };

/** POST /api/leads; any answer that is not a stored lead becomes the spec's failure message plus field errors. */
export async function submitLead(body: Record<string, unknown>): Promise<SubmitOutcome> {
  const result = await callApi(leads, body as RequestInput<typeof leads>);
  if (result.ok) return { ok: true, leadId: result.data.lead.id, type: result.data.lead.type };
  return {
    ok: false,
    message: result.fields ? MESSAGES.fixErrors : MESSAGES.submitFailed,
    fields: result.fields ?? {},
  };
}
