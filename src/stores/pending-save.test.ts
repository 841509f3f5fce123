import { beforeEach, describe, expect, it } from "vitest";
import { rememberPendingSave, takePendingSave } from "./pending-save.ts";

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
});

describe("a save asked for before signing in", () => {
  it("is taken once, for that car only", () => {
    rememberPendingSave("42", 1_000);
    expect(takePendingSave("7", 2_000)).toBe(false);
    expect(takePendingSave("42", 2_000)).toBe(true);
    expect(takePendingSave("42", 3_000)).toBe(false);
  });

  it("is forgotten after 15 minutes", () => {
    rememberPendingSave("42", 0);
    expect(takePendingSave("42", 15 * 60_000)).toBe(false);
  });
});
