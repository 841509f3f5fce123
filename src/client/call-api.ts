import type { AnyContract, RequestInput, ResponseData } from "#lib/api/contract.ts";
import type { ApiRoute } from "#lib/api/routes.ts";
import { validationFailure } from "#lib/forms/issues.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { visitHeader } from "./visit.ts";

export type ApiFailure = {
  ok: false;
  /** 0 when the request never got an answer (offline, aborted) or the answer was not ours. */
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

interface CallOptions<C extends AnyContract> {
  signal?: AbortSignal;
  method?: C["methods"][number];
}

/**
 * The one browser client for /api/*: method, path and query string come from the contract (or
 * its zod-free route, lib/api/routes.ts), the answer is typed by its response schema. One failure
 * policy: an error answer gives its `{ error: { code, message, fields } }`; a network failure or
 * an answer that is not our JSON gives 'An unknown error occurred.'. With `validate` (a contract
 * only), the input is checked with the contract's own schema first and never sent when it fails.
 */
export async function callApi<C extends AnyContract>(
  contract: C,
  input: RequestInput<C>,
  options?: CallOptions<C> & { validate?: boolean },
): Promise<ApiResult<ResponseData<C>>>;
export async function callApi<C extends AnyContract>(
  route: ApiRoute<C>,
  input: RequestInput<C>,
  options?: CallOptions<C>,
): Promise<ApiResult<ResponseData<C>>>;
export async function callApi<C extends AnyContract>(
  contract: C | ApiRoute<C>,
  input: RequestInput<C>,
  options: CallOptions<C> & { validate?: boolean } = {},
): Promise<ApiResult<ResponseData<C>>> {
  if (options.validate && "request" in contract) {
    const parsed = contract.request.safeParse(input);
    if (!parsed.success) {
      const { message, fields } = validationFailure(parsed.error.issues, contract.singleFieldMessage);
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
      ...(hasBody
        ? { headers: { "Content-Type": "application/json", ...visitHeader() }, body: JSON.stringify(input) }
        : {}),
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

/** GET query strings: the request as `?name=value` (undefined and empty values left out). */
export function queryString(input: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input ?? {}))
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}
