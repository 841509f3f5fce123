// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUOTE_DEBOUNCE_MS } from "#lib/finance/quote.ts";
import { useQuickQuote } from "./use-quick-quote.ts";

type Pending = { body: { purchasePrice: number }; resolve: (weekly: number) => void; signal: AbortSignal };
let pending: Pending[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
  vi.stubGlobal(
    "fetch",
    (_url: string, init: RequestInit) =>
      new Promise((resolve, reject) => {
        const signal = init.signal!;
        signal.addEventListener("abort", () => reject(Object.assign(new Error("aborted"), { name: "AbortError" })));
        pending.push({
          body: JSON.parse(String(init.body)),
          signal,
          resolve: (weekly) =>
            resolve(
              new Response(JSON.stringify({ weeklyRepaymentAmount: weekly, advertisedRate: 9, comparisonRate: 9.5 }), {
                status: 200,
              }),
            ),
        });
      }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const input = (purchasePrice: string) => ({ purchasePrice, loanTerm: 5, selfAssessedCreditScore: "GREAT" as const });

// Spec §4: "Finance quote recomputed 500 ms after input change".
describe("useQuickQuote", () => {
  it("asks once, 500 ms after the last change", async () => {
    const { result, rerender } = renderHook(({ price }) => useQuickQuote(input(price), true), {
      initialProps: { price: "30000" },
    });
    await act(async () => vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS - 1));
    rerender({ price: "31000" });
    await act(async () => vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS - 1));
    expect(pending).toHaveLength(0);
    expect(result.current.status).toBe("loading");
    await act(async () => vi.advanceTimersByTime(1));
    expect(pending.map((p) => p.body.purchasePrice)).toEqual([31_000]);
    await act(async () => pending[0]!.resolve(120));
    expect(result.current).toMatchObject({ status: "ready", quote: { weeklyRepaymentAmount: 120 } });
  });

  it("never shows an older answer for newer input", async () => {
    const { result, rerender } = renderHook(({ price }) => useQuickQuote(input(price), true), {
      initialProps: { price: "30000" },
    });
    await act(async () => vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
    rerender({ price: "40000" });
    expect(pending[0]!.signal.aborted).toBe(true);
    await act(async () => vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
    await act(async () => pending[1]!.resolve(160));
    await act(async () => pending[0]!.resolve(120)); // the old answer arrives late
    expect(result.current).toMatchObject({ status: "ready", quote: { weeklyRepaymentAmount: 160 } });
  });

  it("explains invalid input without asking", async () => {
    const { result } = renderHook(() => useQuickQuote(input("9999"), true));
    await act(async () => vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
    expect(pending).toHaveLength(0);
    expect(result.current).toEqual({
      status: "invalid",
      field: "purchasePrice",
      message: "Purchase price must be between $10,000 and $200,000.",
    });
  });

  it("says 'Failed to get YouX quick quote' when the call fails", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ error: { code: "quote_failed", message: "x" } }), { status: 502 }),
    );
    const { result } = renderHook(() => useQuickQuote(input("30000"), true));
    await act(async () => vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
    expect(result.current).toEqual({ status: "failed", message: "Failed to get YouX quick quote" });
  });
});
