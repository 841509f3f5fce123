import { afterEach, describe, expect, it, vi } from "vitest";
import { followUp } from "../../functions/_shared/platform/background.ts";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("a request's follow-ups", () => {
  afterEach(() => vi.useRealTimers());

  it("run at most four at a time, the next in line starting as one ends, every one in turn", async () => {
    let running = 0;
    let most = 0;
    const ends: (() => void)[] = [];
    const done: number[] = [];
    for (let i = 0; i < 10; i++)
      followUp(undefined, "test", async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => ends.push(resolve));
        running--;
        done.push(i);
      });
    await tick();
    expect(running).toBe(4);
    while (done.length < 10) {
      ends.shift()?.();
      await tick();
    }
    expect(most).toBe(4);
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("one that waited past its time is left to the scheduled outbox, not run late", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const ends: (() => void)[] = [];
    for (let i = 0; i < 4; i++) followUp(undefined, "test", () => new Promise<void>((resolve) => ends.push(resolve)));
    const late = vi.fn(async () => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    followUp(undefined, "lead delivery", late);
    vi.setSystemTime(Date.now() + 31_000);
    for (const end of ends) end();
    await tick();
    await tick();
    expect(late).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/left to the scheduled outbox/));
    // The slots are free again: the next one runs.
    const next = vi.fn(async () => {});
    followUp(undefined, "test", next);
    await tick();
    expect(next).toHaveBeenCalled();
  });
});
