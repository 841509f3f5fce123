import { MESSAGES } from "../../lib/forms/messages.ts";

export type SubmitOutcome =
  | { ok: true; leadId: string; type: string }
  | { ok: false; message: string; fields: Record<string, string> };

/** POST /api/leads; any answer that is not a stored lead becomes the spec's failure message plus field errors. */
export async function submitLead(body: Record<string, unknown>): Promise<SubmitOutcome> {
  try {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as {
      lead?: { id: string; type: string };
      error?: { message: string; fields?: Record<string, string> };
    } | null;
    if (response.ok && json?.lead) return { ok: true, leadId: json.lead.id, type: json.lead.type };
    return {
      ok: false,
      message: json?.error?.fields ? MESSAGES.fixErrors : MESSAGES.submitFailed,
      fields: json?.error?.fields ?? {},
    };
  } catch {
    return { ok: false, message: MESSAGES.submitFailed, fields: {} };
  }
}
