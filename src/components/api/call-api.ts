import { type AnyContract, queryString, type RequestInput, type ResponseData } from "../../lib/api/contract.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";

export type ApiFailure = {
  ok: false;
  /** 0 when the request never got an answer (offline, aborted) or the answer was not ours. */
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/**
 * The one browser client for /api/*: method, path and query string come from the contract, the
 * answer is typed by its response schema. One failure policy: an error answer gives its
 * `{ error: { code, message, fields } }`; a network failure or an answer that is not our JSON
 * gives 'An unknown error occurred.'. With `validate`, the input is checked with the contract's
 * own schema first and never sent when it fails.
 */
export async function callApi<C extends AnyContract>(
  contract: C,
  input: RequestInput<C>,
  options: { signal?: AbortSignal; validate?: boolean; method?: C["methods"][number] } = {},
): Promise<ApiResult<ResponseData<C>>> {
  if (options.validate) {
    const parsed = contract.request.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "(body)"] ??= issue.message;
      const messages = Object.values(fields);
      const message = contract.singleFieldMessage && messages.length === 1 ? messages[0]! : MESSAGES.fixErrors;
      return { ok: false, status: 0, code: "validation", message, fields };
    }
  }
  const method = options.method ?? contract.methods[0]!;
  const hasBody = method === "POST";
  const url = hasBody ? contract.path : contract.path + queryString(input as Record<string, unknown>);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal: options.signal,
      ...(hasBody ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(input) } : {}),
    });
  } catch {
    return unknownFailure(0, "network");
  }
  if (response.status === 204) return { ok: true, status: 204, data: null as ResponseData<C> };
  const json = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string; fields?: Record<string, string> } }
    | undefined;
  if (json === undefined) return unknownFailure(response.status, "not_json");
  if (response.ok) return { ok: true, status: response.status, data: json as ResponseData<C> };
  const error = json?.error;
  if (typeof error?.message !== "string") return unknownFailure(response.status, "not_ours");
  return {
    ok: false,
    status: response.status,
    code: error.code ?? "unknown",
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/** Codes of failures decided in the browser (no answer, or not ours), never sent by a function. */
export const CLIENT_FAILURES = new Set(["network", "not_json", "not_ours"]);

const unknownFailure = (status: number, code: string): ApiFailure => ({
  ok: false,
  status,
  code,
  message: MESSAGES.unknown,
});
