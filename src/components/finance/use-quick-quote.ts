import { useEffect, useRef, useState } from "react";
import {
  QUOTE_DEBOUNCE_MS,
  QUOTE_MESSAGES,
  quoteRequestSchema,
  type Quote,
  type QuoteRequestInput,
} from "../../lib/finance/quote.ts";

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
      try {
        const response = await fetch("/api/youx/quote", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(parsed.data),
          signal: controller.signal,
        });
        const json = (await response.json().catch(() => null)) as (Quote & { error?: { message?: string } }) | null;
        if (latest.current !== key) return;
        if (response.ok && json && typeof json.weeklyRepaymentAmount === "number")
          setState({ status: "ready", quote: json, forKey: key });
        else
          setState({
            status: "failed",
            message: response.status === 400 && json?.error?.message ? json.error.message : QUOTE_MESSAGES.quoteFailed,
          });
      } catch (error) {
        if ((error as Error).name === "AbortError" || latest.current !== key) return;
        setState({ status: "failed", message: QUOTE_MESSAGES.quoteFailed });
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, enabled, delayMs]);
  return state;
}
