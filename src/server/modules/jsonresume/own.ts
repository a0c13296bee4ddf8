/**
 * Keys that come from a file are data, never a way into an object's prototype
 * (docs/decisions/0082-keys-from-input.md): a JSON Resume may hold any key, `constructor`, `toString`
 * or `__proto__` included. Reads ask {@link hasOwn} (never `key in object`, which also finds
 * `Object.prototype`'s methods) and writes go through {@link setOwn} (an assignment to `__proto__`
 * would replace the prototype instead of adding a key). Lookups of words a file gives go to Maps.
 */

/** Whether `object` has the key itself (not through its prototype). */
export const hasOwn = (object: object, key: string): boolean => Object.hasOwn(object, key);

/** Set `object[key] = value` as its own enumerable property, whatever the key. */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

/** `object[key]` when `object` has the key itself, else undefined. */
export function ownValue(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Whether `value` is a plain object: not null, not a list. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
