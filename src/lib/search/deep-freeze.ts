/**
 * Freezes a value and everything reachable from it, so that one cached search answer can be
 * handed to every caller without a copy. Already frozen objects are taken as done (answers share
 * documents' arrays and the rendering content, which need one pass only); typed arrays cannot be
 * frozen and are left as they are.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
