/**
 * The measure of decision 0030: how many of a JSON Resume's values an import → export gives back at the
 * same place. A value is a leaf (text, number, boolean, null) at its JSON path; it is kept when the
 * export holds the same value at the same path. Vitae's `x-vitae` extension keys and `$schema` are
 * not the file's values and are not counted. Used by lossless.api.test.ts and bench/jsonresume-lossless.ts.
 */

const NOT_COUNTED = new Set(['x-vitae', '$schema']);

/** Every leaf of `value` as `[path, value]` (`work[0].highlights[1]`). */
export function leavesOf(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      NOT_COUNTED.has(key) ? [] : leavesOf(child, path === '' ? key : `${path}.${key}`),
    );
  }
  return [[path, value]];
}

/** Kept and total values of `original` in `exported`, and the paths of the lost ones. */
export function keptValues(
  original: unknown,
  exported: unknown,
): { kept: number; total: number; lost: string[] } {
  const out = new Map(leavesOf(exported));
  const all = leavesOf(original);
  const lost = all.filter(([path, value]) => !out.has(path) || out.get(path) !== value).map(([path]) => path);
  return { kept: all.length - lost.length, total: all.length, lost };
}

/** `values kept: N of M (P%)`. */
export function describeKept({ kept, total }: { kept: number; total: number }): string {
  const percent = total === 0 ? 100 : Math.floor((kept / total) * 1000) / 10;
  return `values kept: ${kept} of ${total} (${percent}%)`;
}
