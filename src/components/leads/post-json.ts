import { MESSAGES } from "../../lib/forms/messages.ts";

// biome-ignore lint/suspicious/noExplicitAny: replaced by the typed API client.
export type PostOutcome = { ok: true; json: any } | { ok: false; status: number; message: string };

/** POST JSON to one of our functions: its answer, or its `{ error: { message } }`; a network failure is 'An unknown error occurred.' (status 0). */
export async function postJson(path: string, body: unknown): Promise<PostOutcome> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: replaced by the typed API client.
    const json = (await response.json().catch(() => null)) as any;
    if (response.ok) return { ok: true, json };
    return { ok: false, status: response.status, message: json?.error?.message ?? MESSAGES.unknown };
  } catch {
    return { ok: false, status: 0, message: MESSAGES.unknown };
  }
}
