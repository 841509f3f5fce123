import type { ApiResult } from "./call-api.ts";

/** How often, and for how long, a page back from the payment provider asks whether its webhook has landed. */
export const FOLLOW_MS = 1000;
export const FOLLOW_TIMES = 45;

/**
 * Asks until an answer is settled (the provider's webhook can land after the redirect), every
 * FOLLOW_MS, FOLLOW_TIMES times at most (then the last answer stands); a refusal ends it, a
 * network failure is asked again. Returns the way to stop asking (an island's effect cleanup).
 */
export function followUntilSettled<T>(
  ask: () => Promise<ApiResult<T>>,
  settled: (data: T) => boolean,
  onAnswer: (answer: { ok: true; data: T } | { ok: false; message: string }) => void,
): () => void {
  let stopped = false;
  let times = 0;
  const poll = async () => {
    if (stopped) return;
    const result = await ask();
    if (stopped) return;
    if (result.ok && (settled(result.data) || ++times >= FOLLOW_TIMES)) return onAnswer(result);
    if (!result.ok && result.status !== 0) return onAnswer(result);
    setTimeout(poll, FOLLOW_MS);
  };
  void poll();
  return () => {
    stopped = true;
  };
}
