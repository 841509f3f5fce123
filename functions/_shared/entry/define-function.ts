import type { AnyContract } from "#lib/api/contract.ts";
import { loadPublishedTenant } from "../content/overlay.ts";
import {
  defineFunction as defineWith,
  type FunctionHandler,
  type FunctionOptions,
  type Handler,
} from "../platform/http/define-function.ts";

/**
 * What every endpoint file calls: the platform's `defineFunction` (method, origin, tenant, body,
 * schema, error answers) composed with the domain it needs, so the platform imports no domain and
 * nothing is set on import. `call.site()` opens the dealer with the editors' published content on
 * top (content/overlay.ts): holiday hours close booking slots, console offers and car comments show.
 * A scheduled job or a sweep that opens a dealer itself calls `loadPublishedTenant` likewise.
 */
export function defineFunction<C extends AnyContract>(
  contract: C,
  handler: FunctionHandler<C>,
  options: FunctionOptions<C> = {},
): Handler & { contract: C } {
  return defineWith(contract, handler, options, loadPublishedTenant);
}
