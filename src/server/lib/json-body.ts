/**
 * Checks on a JSON request body that run before and after `JSON.parse`, iteratively so that no
 * input can exhaust the stack (decision 0110 §4: a body nested 10,000 levels deep made the old
 * recursive check throw RangeError and answer 500).
 *
 * - {@link jsonDepth}: the deepest nesting of arrays/objects in JSON text (strings are skipped).
 * - {@link containsNul}: whether any string or key holds the NUL character (PostgreSQL text cannot).
 */

/**
 * Deepest array/object nesting in JSON `text`, counting `[` and `{` outside strings. Stops counting
 * once `limit` is passed (returns `limit + 1`), so a huge body costs no more than needed.
 */
export function jsonDepth(text: string, limit = Number.MAX_SAFE_INTEGER): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return deepest;
}

/** True when a string (value or key) anywhere in `value` holds the NUL character. Iterative. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) stack.push(inner);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}
