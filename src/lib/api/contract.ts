import { z } from "zod";
import { MESSAGES } from "../forms/messages.ts";

/**
 * One `/api/*` endpoint, declared once: the Netlify entry (`defineFunction`), the island client
 * (`callApi`) and the common route tests are all derived from it. Pure: no Netlify or React.
 */
export type Method = "GET" | "POST" | "DELETE";

interface ErrorSpec {
  status: number;
  /**
   * The spec's message, or the message as a function of the dealer's word for what it sells
   * (`itemLabel.singular`: "car", "caravan"), so the text declared here is the text every dealer
   * answers with: `defineFunction` words it with the tenant's own word (`errorMessage`).
   */
  message: string | ((item: string) => string);
}

/** An error's message for a dealer whose stock is called `item` ("car", "caravan"). */
export function errorMessage(spec: ErrorSpec, item: string | undefined): string {
  if (typeof spec.message === "string") return spec.message;
  if (item === undefined) throw new Error("this error's message names the dealer's item word: load the tenant first");
  return spec.message(item);
}

/** Whether any of a contract's messages names the dealer's item word (its function loads the tenant before the handler). */
export const namesItemWord = (errors: Record<string, ErrorSpec>): boolean =>
  Object.values(errors).some((spec) => typeof spec.message === "function");

interface Contract<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Errors extends Record<string, ErrorSpec> = Record<string, ErrorSpec>,
> {
  path: `/api/${string}`;
  methods: readonly Method[];
  /** The JSON body of a POST, or the query string of a GET (string values). */
  request: Request;
  /** What a 2xx answers (204: `z.null()`). */
  response: Response;
  /** Codes this endpoint answers besides the common ones, with the spec's messages. */
  errors: Errors;
  /** Bytes; bodies over it answer 413. */
  bodyLimit?: number;
  /**
   * When exactly one field fails, answer with that field's own message (e.g. 'Code must be 6
   * digits.') instead of 'Please fix the following errors:'. Fields are sent either way.
   */
  singleFieldMessage?: boolean;
  /** JSON arrays are accepted as the body (events batch); otherwise the body must be an object. */
  acceptsArray?: boolean;
  /**
   * Also takes an application/x-www-form-urlencoded body, read with the query string (RFC 8058
   * one-click unsubscribe: a mail program POSTs `List-Unsubscribe=One-Click` to a URL it was given).
   */
  formBody?: boolean;
}

export const defineContract = <
  Request extends z.ZodType,
  Response extends z.ZodType,
  Errors extends Record<string, ErrorSpec> = Record<never, ErrorSpec>,
>(
  contract: Contract<Request, Response, Errors>,
): Contract<Request, Response, Errors> => contract;

// biome-ignore lint/suspicious/noExplicitAny: any contract, whatever its schemas.
export type AnyContract = Contract<any, any, Record<string, ErrorSpec>>;
export type RequestInput<C extends AnyContract> = z.input<C["request"]>;
export type RequestData<C extends AnyContract> = z.output<C["request"]>;
export type ResponseData<C extends AnyContract> = z.output<C["response"]>;
export type ErrorCode<C extends AnyContract> = Extract<keyof C["errors"], string>;

/** Forms send a few hundred bytes; 16 KB leaves room for long comments and stops abuse early. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Every error answer has this shape; `fields` maps a dotted field path to its message. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** Answers any endpoint may give, whatever its contract. */
export const COMMON_ERRORS = {
  validation: { status: 400, message: MESSAGES.fixErrors },
  invalid_json: { status: 400, message: "The request body is not valid JSON." },
  invalid_body: { status: 400, message: "The request body must be a JSON object." },
  bad_body: { status: 400, message: "The request body could not be read." },
  unauthorized: { status: 401, message: "Please sign in to continue." },
  cross_origin: { status: 403, message: "Requests from other sites are not accepted." },
  unknown_tenant: { status: 404, message: "This site is not configured." },
  method_not_allowed: { status: 405, message: "This method is not allowed here." },
  payload_too_large: { status: 413, message: "The request body is too large." },
  unsupported_media_type: { status: 415, message: "Send the body as application/json." },
  internal: { status: 500, message: MESSAGES.unexpected },
  unavailable: { status: 503, message: MESSAGES.unexpected },
} as const satisfies Record<string, ErrorSpec>;
export type CommonErrorCode = keyof typeof COMMON_ERRORS;

/** §5 too many attempts: what the sign-in, quote and rate-limit endpoints answer with 429. */
export const TOO_MANY_ATTEMPTS = { status: 429, message: MESSAGES.tooManyAttempts } as const;

/** A signed call (stock hook, ops) whose nonce was already taken: the same call sent again. */
export const SIGNED_CALL_REPLAYED =
  "This signed call was already received. Sign each call anew, with a new X-Forecourt-Nonce.";
