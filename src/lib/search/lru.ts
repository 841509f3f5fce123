import { CACHE_ENTRIES } from "./fields.ts";

/** A small least-recently-used cache (spec §9: search cache of 10 entries). */
type Lru<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
  clear(): void;
};

export function createLru<V>(capacity = CACHE_ENTRIES): Lru<V> {
  const entries = new Map<string, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Map keeps insertion order: re-inserting marks the entry as most recently used.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      if (capacity <= 0) return;
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
