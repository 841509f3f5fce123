import { useEffect, useRef, useState } from "react";
import { youxQuote } from "#lib/api/youx.ts";
import {
  QUOTE_DEBOUNCE_MS,
  QUOTE_MESSAGES,
  quoteRequestSchema,
  type Quote,
  type QuoteRequestInput,
} from "#lib/finance/quote.ts";
import { callApi } from "../../client/call-api.ts";

export type QuoteState =
  | { status: "idle" }
  | { status: "invalid"; field: string; message: string }
  | { status: "loading" }
  | { status: "ready"; quote: Quote; forKey: string }
  | { status: "failed"; message: string };

/**
 * Spec §4: the quote is recomputed 500 ms after the last input change. Each change cancels the
 * pending timer and aborts the request in flight, and an answer is applied only if it is for the
 * latest input, so an older answer arriving late can never replace a newer one.
 */
export function useQuickQuote(input: QuoteRequestInput, enabled: boolean, delayMs = QUOTE_DEBOUNCE_MS): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: "idle" });
  const latest = useRef("");
  const key = JSON.stringify(input);
  useEffect(() => {
    latest.current = key;
    if (!enabled) return;
    const parsed = quoteRequestSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setState({ status: "invalid", field: issue.path.join("."), message: issue.message });
      return;
    }
    setState({ status: "loading" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await callApi(youxQuote, parsed.data, { signal: controller.signal });
      if (controller.signal.aborted || latest.current !== key) return;
      if (result.ok) setState({ status: "ready", quote: result.data, forKey: key });
      else
        setState({
          status: "failed",
          message: result.status === 400 ? result.message : QUOTE_MESSAGES.quoteFailed,
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, enabled, delayMs]);
  return state;
}
