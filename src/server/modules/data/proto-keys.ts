/**
 * `__proto__` keys in parsed JSON: read through a prototype they would hide or invent values, so a
 * backup holding one is refused (docs/decisions/0082-keys-from-input.md).
 */

/** True when some object in `value` (parsed JSON) has an own `__proto__` key. Iterative. */
export function hasProtoKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object') continue;
    if (!Array.isArray(item) && Object.hasOwn(item, '__proto__')) return true;
    // One by one: a spread of a very long list would overflow the call's arguments.
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push(inner);
  }
  return false;
}
