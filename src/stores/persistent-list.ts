/**
 * What the browser-stored lists (viewed cars, search history) share: localStorage can hold
 * anything, so decoding keeps only well-formed entries, one by one; adding puts the newest first,
 * once per key, within a limit.
 */
export function decodeList<T>(
  encoded: string,
  isEntry: (value: unknown) => value is T,
  none: readonly T[],
): readonly T[] {
  try {
    const value: unknown = JSON.parse(encoded);
    return Array.isArray(value) ? value.filter(isEntry) : none;
  } catch {
    return none;
  }
}

export function prependUnique<T>(list: readonly T[], entry: T, keyOf: (item: T) => string, limit: number): T[] {
  const key = keyOf(entry);
  return [entry, ...list.filter((other) => keyOf(other) !== key)].slice(0, Math.max(0, limit));
}
