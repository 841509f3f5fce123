/**
 * Coalesces requests per key: the first request starts a wait of `delayMs(key)`; every request
 * arriving before it ends joins the same run and gets its result. The wait is not restarted by
 * later requests, so a steady stream of changes still builds at least once per delay. Runs of
 * one key never overlap: a batch that comes due while the previous run is busy waits for it, and
 * takes in every request until it starts, so a key has at most one run and one batch waiting
 * (a stream of changes faster than a build would otherwise queue a build per delay, without end).
 */
export function coalesceByKey<R>(
  run: (key: string, reasons: string[]) => Promise<R>,
  delayMs: (key: string) => number | Promise<number>,
): (key: string, reason: string) => Promise<R> {
  interface Batch {
    reasons: string[];
    waiters: { resolve: (value: R) => void; reject: (error: unknown) => void }[];
  }
  const pending = new Map<string, Batch>();
  const running = new Map<string, Promise<unknown>>();

  const fire = async (key: string, batch: Batch) => {
    // Still pending while the previous run finishes: later requests join this batch.
    await running.get(key)?.catch(() => {});
    pending.delete(key);
    const current = run(key, batch.reasons);
    running.set(key, current);
    try {
      const result = await current;
      for (const waiter of batch.waiters) waiter.resolve(result);
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    } finally {
      if (running.get(key) === current) running.delete(key);
    }
  };

  return (key, reason) =>
    new Promise<R>((resolve, reject) => {
      let batch = pending.get(key);
      if (!batch) {
        const created: Batch = { reasons: [], waiters: [] };
        pending.set(key, created);
        batch = created;
        Promise.resolve()
          .then(() => delayMs(key))
          .catch(() => 0)
          .then((ms) => setTimeout(() => void fire(key, created), Math.max(0, ms)));
      }
      batch.reasons.push(reason);
      batch.waiters.push({ resolve, reject });
    });
}
