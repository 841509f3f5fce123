import type { z } from "zod";
import {
  type AnyContract,
  BODY_LIMIT_BYTES,
  type ErrorCode,
  errorMessage,
  namesItemWord,
  type RequestData,
  type ResponseData,
} from "#lib/api/contract.ts";
import { FeedUnavailableError } from "#lib/feed/source.ts";
import type { VisitSource } from "#lib/insights/visit-source.ts";
import { MESSAGES, OWN_MESSAGES } from "#lib/forms/messages.ts";
import { API_HEADERS } from "#lib/security/headers.ts";
import { type Tenant, tenantSlugOf, UnknownTenantError } from "../tenant.ts";
import { badCharactersAt, parseInput, readJson, readText } from "./body.ts";
import { commonError, errorJson, HttpError } from "./errors.ts";
import { checkOrigin } from "./origin.ts";
import { visitOf } from "./visit.ts";

/** The parts of Netlify's Context the functions use; tests pass {} or a stub. */
export interface FunctionContext {
  waitUntil?: (promise: Promise<unknown>) => void;
  ip?: string;
}

export type Handler = (request: Request, context?: FunctionContext) => Promise<Response>;

/** A reply's headers: a record, or pairs where one name repeats (two Set-Cookie headers). */
type ReplyHeaders = Record<string, string> | [name: string, value: string][];

/** A 2xx answer with its own status or headers (201, Set-Cookie, cache headers), still typed by the contract. */
class Reply<T> {
  readonly data: T;
  readonly init: { status?: number; headers?: ReplyHeaders };
  constructor(data: T, init: { status?: number; headers?: ReplyHeaders } = {}) {
    this.data = data;
    this.init = init;
  }
}

/** What a handler gets besides its parsed input. */
export interface Call<C extends AnyContract> {
  request: Request;
  context: FunctionContext;
  /** The tenant's slug (resolved before the handler runs; unknown → 404). */
  slug: string;
  /** The tenant's config and feeds, loaded on first use. */
  site(): Promise<Tenant>;
  /** Where the shopper's visit came from, as the page's API client said (undefined: it did not). */
  visit(): VisitSource | undefined;
  /** One of the contract's own errors, with its status and the spec's message (in the dealer's item word where it has one). */
  fail(code: ErrorCode<C>, options?: { fields?: Record<string, string>; headers?: Record<string, string> }): HttpError;
  reply(data: ResponseData<C>, init?: Reply<unknown>["init"]): Reply<ResponseData<C>>;
}

export type FunctionHandler<C extends AnyContract> = (
  input: RequestData<C>,
  call: Call<C>,
) => Promise<ResponseData<C> | Reply<ResponseData<C>> | Response>;

export interface FunctionOptions<C extends AnyContract> {
  /** A server-side schema in place of the contract's (e.g. one built from the tenant's options); same output type. */
  request?: (call: Call<C>) => Promise<z.ZodType<RequestData<C>>>;
  /**
   * Checks who sent a POST before its body is validated, over the exact bytes received (a signed
   * webhook); throws an HttpError (401) to refuse. Malformed JSON is still answered 400 first.
   */
  authenticate?: (rawBody: string, call: Call<C>) => void | Promise<void>;
}

/**
 * The Netlify entry for a contract: method (405 with Allow), Origin of writes (403), tenant (404),
 * body size (413), content type (415), nesting deeper than MAX_JSON_DEPTH (400), JSON
 * (400), NUL and unpaired surrogates anywhere (400), the contract's schema (400 with fields), then
 * the handler. HttpError (and an unknown tenant: 404) → `{ error }`; anything else is our fault: logged, answered with the
 * spec's 'An unexpected error occured' (503 when the database or a feed is unreachable, 500
 * otherwise). Every answer carries the API security headers. A contract whose messages name the
 * dealer's item word has its tenant loaded before the handler, so `fail` words them.
 *
 * `loadSite` opens the dealer for `call.site()`. The function files call the entry's
 * `defineFunction` (functions/_shared/entry/define-function.ts), which passes the reader with the
 * editors' published content on top, so this platform layer needs no domain.
 */
export function defineFunction<C extends AnyContract>(
  contract: C,
  handler: FunctionHandler<C>,
  options: FunctionOptions<C>,
  loadSite: (slug: string) => Promise<Tenant>,
): Handler & { contract: C } {
  const wordsItem = namesItemWord(contract.errors);
  const entry = async (request: Request, context: FunctionContext = {}): Promise<Response> =>
    withApiHeaders(await answer(request, context));
  const answer = async (request: Request, context: FunctionContext): Promise<Response> => {
    try {
      const refused = methodNotAllowed(request, contract.methods);
      if (refused) return refused;
      if (request.method !== "GET" && request.method !== "HEAD") checkOrigin(request);
      const slug = tenantSlugOf(request);
      let loaded: Promise<Tenant> | undefined;
      /** The dealer's word for what it sells, for the contract's messages that name it. */
      let itemWord: string | undefined;
      const call: Call<C> = {
        request,
        context,
        slug,
        site: () => (loaded ??= loadSite(slug)),
        visit: () => visitOf(request),
        fail: (code, extra) => {
          const spec = contract.errors[code]!;
          return new HttpError(spec.status, code, errorMessage(spec, itemWord), extra);
        },
        reply: (data, init) => new Reply(data, init),
      };
      const { input: raw, text } = await readInput(request, contract);
      if (options.authenticate) await options.authenticate(text, call);
      const where = badCharactersAt(raw);
      if (where !== null) {
        const message = contract.singleFieldMessage ? OWN_MESSAGES.badCharacters : MESSAGES.fixErrors;
        throw commonError("validation", message, { fields: { [where]: OWN_MESSAGES.badCharacters } });
      }
      const schema = options.request ? await options.request(call) : contract.request;
      const input = parseInput(schema, raw, contract) as RequestData<C>;
      if (wordsItem) itemWord = (await call.site()).config.itemLabel.singular;
      const result = await handler(input, call);
      if (result instanceof Response) return result;
      if (result instanceof Reply) return json(result.data, result.init);
      return json(result);
    } catch (error) {
      const refusal = httpErrorOf(error);
      if (refusal) return errorJson(refusal);
      console.error(`[functions] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return errorJson(commonError(isConnectionError(error) ? "unavailable" : "internal"));
    }
  };
  return Object.assign(entry, { contract });
}

/**
 * The answer an error thrown before or by a handler stands for: an HttpError as it is; a domain
 * error the platform knows (an unknown tenant: 404 `unknown_tenant`) as its HTTP answer; anything
 * else is our fault (undefined). Also used by define-scheduled.ts.
 */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof UnknownTenantError) return commonError("unknown_tenant");
  return undefined;
}

/** Netlify's _headers do not reach function answers, so functions set their own. */
function withApiHeaders(response: Response): Response {
  const headers = new Headers(response.headers); // a Response's own headers may be immutable
  for (const [name, value] of Object.entries(API_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** 405 with Allow for a method the endpoint does not take (also used by the scheduled outbox function). */
export function methodNotAllowed(request: Request, methods: readonly string[]): Response | null {
  if (methods.includes(request.method)) return null;
  return errorJson(
    commonError("method_not_allowed", `Use ${methods.join(" or ")}.`, { headers: { Allow: methods.join(", ") } }),
  );
}

/** GET/DELETE: the query string; POST: the JSON body, which must be an object (or an array where the contract says so). */
async function readInput(request: Request, contract: AnyContract): Promise<{ input: unknown; text: string }> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "DELETE")
    return { input: Object.fromEntries(new URL(request.url).searchParams), text: "" };
  if (contract.formBody && isFormBody(request)) {
    const text = await readText(request, contract.bodyLimit ?? BODY_LIMIT_BYTES);
    const fields = {
      ...Object.fromEntries(new URL(request.url).searchParams),
      ...Object.fromEntries(new URLSearchParams(text)),
    };
    return { input: fields, text };
  }
  const { value, text } = await readJson(request, contract.bodyLimit ?? BODY_LIMIT_BYTES);
  if (value === null || typeof value !== "object" || (Array.isArray(value) && !contract.acceptsArray))
    throw commonError("invalid_body");
  return { input: value, text };
}

const isFormBody = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() ===
  "application/x-www-form-urlencoded";

/** The database, or a feed host with no copy to fall back on, is out of reach: 503, try again later. */
function isConnectionError(error: unknown): boolean {
  if (error instanceof FeedUnavailableError) return true;
  const code =
    (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return typeof code === "string" && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|57P0[1-3]|08\d{3})$/.test(code);
}

export const json = (body: unknown, init: ResponseInit = {}) => {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
};
